import type { IvrConfig } from '../../config';
import { createEspeakTts } from './espeak';
import { createOpenAiStt, createOpenAiTts } from './openai';
import { createPocketsphinxStt } from './pocketsphinx';
import { createSpitchStt, createSpitchTts } from './spitch';
import { SpeechError, type SpeechLanguage, type SpeechToText, type TextToSpeech } from './types';

export { createEspeakTts } from './espeak';
export { createOpenAiStt, createOpenAiTts } from './openai';
export { createPocketsphinxStt, DEFAULT_MIN_CONFIDENCE } from './pocketsphinx';
export { audioType } from './spitch';
export * from './types';

export interface SpeechProviders {
  stt: SpeechToText;
  tts: TextToSpeech;
}

/**
 * The providers the configuration asks for: an OpenAI-compatible endpoint per stage when its
 * base URL is set, else the offline default (pocketsphinx; espeak-ng + lame). A missing offline
 * program is found out on first use and reported per turn, so the service always starts.
 */
export function createSpeechProviders(config: IvrConfig): SpeechProviders {
  const base = defaultProviders(config);
  const { spitch, providers } = config;
  const spitchLanguages = (Object.keys(providers) as SpeechLanguage[]).filter(
    (language) => providers[language] === 'spitch',
  );
  if (!spitch || spitchLanguages.length === 0) return base;
  return perLanguage(
    base,
    { stt: createSpitchStt(spitch), tts: createSpitchTts(spitch) },
    new Set(spitchLanguages),
  );
}

/**
 * The default providers for most languages and `other` for `languages` (ADR 0043: e.g. English
 * on a self-hosted Whisper, Hausa, Yorùbá and Igbo on Spitch), behind the same two interfaces.
 */
function perLanguage(
  base: SpeechProviders,
  other: SpeechProviders,
  languages: ReadonlySet<SpeechLanguage>,
): SpeechProviders {
  const sttFor = (language: SpeechLanguage) => (languages.has(language) ? other.stt : base.stt);
  const ttsFor = (language: SpeechLanguage) => (languages.has(language) ? other.tts : base.tts);
  const names = (a: string, b: string) => `${a}+${b}[${[...languages].join(',')}]`;
  const stt: SpeechToText = {
    name: names(base.stt.name, other.stt.name),
    supports: (language) => sttFor(language).supports(language),
    transcribe: (pcm, language, options) => sttFor(language).transcribe(pcm, language, options),
    transcribeAudio(audio, language, options) {
      const chosen = sttFor(language);
      if (!chosen.transcribeAudio) {
        return Promise.reject(new SpeechError('unavailable', `${chosen.name} hears PCM only`));
      }
      return chosen.transcribeAudio(audio, language, options);
    },
    close: async () => {
      await base.stt.close?.();
      await other.stt.close?.();
    },
  };
  return {
    stt,
    tts: {
      name: names(base.tts.name, other.tts.name),
      supports: (language) => ttsFor(language).supports(language),
      speak: (text, language, options) => ttsFor(language).speak(text, language, options),
    },
  };
}

function defaultProviders(config: IvrConfig): SpeechProviders {
  const { offline } = config;
  return {
    stt: config.stt
      ? createOpenAiStt(config.stt)
      : createPocketsphinxStt({
          bin: offline.pocketsphinxBin,
          modelDir: offline.pocketsphinxModel,
          timeoutMs: offline.timeoutMs,
        }),
    tts: config.tts
      ? createOpenAiTts(config.tts)
      : createEspeakTts({
          espeakBin: offline.espeakBin,
          lameBin: offline.lameBin,
          timeoutMs: offline.timeoutMs,
        }),
  };
}
