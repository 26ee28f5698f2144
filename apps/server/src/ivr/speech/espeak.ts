import { runProcess } from './process';
import { SpeechError, type SpeechLanguage, type TextToSpeech } from './types';
import { readWav } from './wav';

export interface EspeakOptions {
  espeakBin: string;
  lameBin: string;
  timeoutMs: number;
  /** Words per minute. @default 150 */
  wordsPerMinute?: number;
  /** MP3 bit rate in kbit/s; speech at 22 kHz mono needs little. @default 48 */
  kbps?: number;
}

/** Text as a speech synthesiser should read it: naira amounts spoken, symbols dropped. */
export function speakable(text: string): string {
  return text
    .replace(/₦\s?([\d,.]+)/g, '$1 naira')
    .replace(/[*_#`>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Offline text-to-speech: espeak-ng (a separate process: it is GPL-3 and never bundled) writes a
 * WAV, lame encodes it to MP3 (ADR 0011). espeak-ng has no Hausa, Yorùbá or Igbo voice, so it
 * speaks English only; the service answers those callers in English and says so.
 */
export function createEspeakTts(options: EspeakOptions): TextToSpeech {
  const wpm = String(options.wordsPerMinute ?? 150);
  const kbps = String(options.kbps ?? 48);
  return {
    name: 'espeak-ng',
    supports: (language: SpeechLanguage) => language === 'en',
    async speak(text, _language, { signal } = {}) {
      const words = speakable(text);
      if (!words) throw new SpeechError('failed', 'nothing to say');
      // Text on stdin, never as an argument: a leading "-" would read as an option.
      const wav = await runProcess(options.espeakBin, ['-v', 'en', '-s', wpm, '--stdout'], {
        input: words,
        timeoutMs: options.timeoutMs,
        signal,
      });
      let audio: ReturnType<typeof readWav>;
      try {
        audio = readWav(wav);
      } catch (error) {
        throw new SpeechError('invalid-response', `espeak-ng: ${(error as Error).message}`);
      }
      const khz = String(audio.sampleRate / 1000);
      return runProcess(
        options.lameBin,
        // Raw 16-bit little-endian mono in, MP3 out, both on pipes.
        [
          '--silent',
          '-r',
          '-s',
          khz,
          '-m',
          'm',
          '--bitwidth',
          '16',
          '--signed',
          '--little-endian',
          '-b',
          kbps,
          '-',
          '-',
        ],
        { input: audio.pcm, timeoutMs: options.timeoutMs, signal },
      );
    },
  };
}
