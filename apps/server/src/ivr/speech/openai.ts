import type { SpeechEndpointConfig } from '../../config';
import { isMp3 } from './mp3';
import { SpeechError, type SpeechLanguage, type SpeechToText, type TextToSpeech } from './types';
import { pcmToWav } from './wav';

/** Whisper's language codes among ours; Igbo is left to the model's own detection. */
const WHISPER_LANGUAGES: ReadonlySet<SpeechLanguage> = new Set(['en', 'ha', 'yo']);

/**
 * One request to an OpenAI-compatible endpoint with a timeout, the caller's abort signal and
 * errors a person can read in the logs: `timeout`, `network`, `http` (with the server's own
 * message when it sent one), `aborted`.
 */
async function post(
  endpoint: SpeechEndpointConfig,
  path: string,
  body: FormData | string,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const url = `${endpoint.baseUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw new SpeechError('aborted', `${path} aborted`);
    if (timeout.aborted) {
      throw new SpeechError('timeout', `${url} did not answer within ${endpoint.timeoutMs} ms`);
    }
    throw new SpeechError('network', `${url}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let detail = text.slice(0, 200);
    try {
      const parsed = JSON.parse(text) as { error?: { message?: string } | string };
      detail = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? detail);
    } catch {
      // not JSON: keep the start of the body
    }
    throw new SpeechError(
      'http',
      `${url} answered ${response.status}${detail ? `: ${detail}` : ''}`,
      response.status,
    );
  }
  return response;
}

/** Whisper-style `POST /audio/transcriptions` (multipart: file, model, language). */
export function createOpenAiStt(endpoint: SpeechEndpointConfig): SpeechToText {
  return {
    name: `openai-stt:${endpoint.model}`,
    supports: () => true,
    async transcribe(pcm, language, { signal } = {}) {
      const form = new FormData();
      form.append('file', new Blob([pcmToWav(pcm, 16_000)], { type: 'audio/wav' }), 'speech.wav');
      form.append('model', endpoint.model);
      form.append('response_format', 'json');
      if (WHISPER_LANGUAGES.has(language)) form.append('language', language);
      const response = await post(endpoint, '/audio/transcriptions', form, signal);
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (!body || typeof body.text !== 'string') {
        throw new SpeechError('invalid-response', 'transcription answer without a text field');
      }
      return { text: body.text.trim(), language };
    },
  };
}

/** `POST /audio/speech` (JSON: model, input, voice, response_format mp3) → MP3 bytes. */
export function createOpenAiTts(endpoint: SpeechEndpointConfig & { voice: string }): TextToSpeech {
  return {
    name: `openai-tts:${endpoint.model}`,
    supports: () => true,
    async speak(text, _language, { signal } = {}) {
      const body = JSON.stringify({
        model: endpoint.model,
        input: text,
        voice: endpoint.voice,
        response_format: 'mp3',
      });
      const response = await post(endpoint, '/audio/speech', body, signal);
      const audio = Buffer.from(await response.arrayBuffer());
      if (!isMp3(audio)) {
        throw new SpeechError('invalid-response', 'speech answer is not MP3 audio');
      }
      return audio;
    },
  };
}
