import type { SpitchConfig } from '../../config';
import { fileStt, post } from './openai';
import { SpeechError, type SpeechLanguage, type SpeechToText, type TextToSpeech } from './types';

/** Waits before the 2nd and 3rd try of a refused request (429 or 5xx): a call is waiting. */
const RETRY_DELAYS_MS = [300, 800];

const retryable = (error: unknown) =>
  error instanceof SpeechError &&
  error.kind === 'http' &&
  (error.status === 429 || (error.status ?? 0) >= 500);

/**
 * One Spitch request with up to two retries on 429 and 5xx (their `detail` kept in the error);
 * 4xx other than 429 (a bad key, a refused language) fail at once.
 */
async function withRetries<T>(attempt: () => Promise<T>, signal: AbortSignal | undefined) {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[tries];
      if (delay === undefined || !retryable(error) || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Spitch speech-to-text (ADR 0043): `POST /v1/transcriptions`, multipart `content` (the audio
 * file), `language` (en, ha, yo, ig) and `model`; answers `{ request_id, text }`.
 */
export function createSpitchStt(config: SpitchConfig): SpeechToText {
  return fileStt(
    'spitch-stt',
    config,
    '/v1/transcriptions',
    (language) => ({ field: 'content', fields: { language, model: 'mansa_v1' } }),
    withRetries,
  );
}

/** RIFF…WAVE or an MPEG frame / ID3 tag: the two formats Spitch answers with. */
export function audioType(audio: Buffer): 'audio/wav' | 'audio/mpeg' | null {
  if (audio.subarray(0, 4).toString('latin1') === 'RIFF') return 'audio/wav';
  if (audio.subarray(0, 3).toString('latin1') === 'ID3') return 'audio/mpeg';
  if (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0) return 'audio/mpeg';
  return null;
}

/**
 * Spitch text-to-speech: `POST /v1/speech`, JSON `{ language, text, voice }` (the voice set per
 * language in config) → the audio bytes.
 */
export function createSpitchTts(config: SpitchConfig): TextToSpeech {
  return {
    name: 'spitch-tts',
    supports: () => true,
    async speak(text, language: SpeechLanguage, { signal } = {}) {
      const body = JSON.stringify({ language, text, voice: config.voices[language] });
      const response = await withRetries(() => post(config, '/v1/speech', body, signal), signal);
      const audio = Buffer.from(await response.arrayBuffer());
      if (!audioType(audio)) {
        throw new SpeechError('invalid-response', 'Spitch speech answer is not WAV or MP3 audio');
      }
      return audio;
    },
  };
}
