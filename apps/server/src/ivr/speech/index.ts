import type { IvrConfig } from '../../config';
import { createEspeakTts } from './espeak';
import { createOpenAiStt, createOpenAiTts } from './openai';
import { createPocketsphinxStt } from './pocketsphinx';
import type { SpeechToText, TextToSpeech } from './types';

export { createEspeakTts } from './espeak';
export { createOpenAiStt, createOpenAiTts } from './openai';
export { createPocketsphinxStt } from './pocketsphinx';
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
