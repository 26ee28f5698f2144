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
export async function post(
  endpoint: Pick<SpeechEndpointConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>,
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
      // OpenAI: {error: {message}}; Spitch and other FastAPI servers: {detail}.
      const parsed = JSON.parse(text) as {
        error?: { message?: string } | string;
        detail?: unknown;
      };
      detail =
        typeof parsed.error === 'string'
          ? parsed.error
          : (parsed.error?.message ??
            (typeof parsed.detail === 'string'
              ? parsed.detail
              : JSON.stringify(parsed.detail ?? detail)));
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

/** A file name with the extension servers sniff the format from. */
const fileName = (type: string) =>
  type.includes('wav') ? 'speech.wav' : type.includes('ogg') ? 'speech.ogg' : 'speech.mp3';

/**
 * A speech-to-text provider that uploads files: `field` (the recording, named by its format) and
 * `fields` posted as multipart to `path`, answered by JSON with a `text`. PCM from the browser
 * call goes up as WAV.
 */
export function fileStt(
  name: string,
  endpoint: Pick<SpeechEndpointConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>,
  path: string,
  form: (language: SpeechLanguage) => { field: string; fields: Record<string, string> },
  retry: <T>(attempt: () => Promise<T>, signal: AbortSignal | undefined) => Promise<T> = (a) => a(),
): SpeechToText {
  const transcribeAudio: NonNullable<SpeechToText['transcribeAudio']> = async (
    audio,
    language,
    { signal } = {},
  ) => {
    const { field, fields } = form(language);
    const response = await retry(() => {
      const body = new FormData();
      body.append(field, new Blob([audio.bytes], { type: audio.type }), fileName(audio.type));
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      return post(endpoint, path, body, signal);
    }, signal);
    const parsed = (await response.json().catch(() => null)) as { text?: unknown } | null;
    if (!parsed || typeof parsed.text !== 'string') {
      throw new SpeechError('invalid-response', `${name}: transcription without a text field`);
    }
    return { text: parsed.text.trim(), language };
  };
  return {
    name,
    supports: () => true,
    transcribe: (pcm, language, options) =>
      transcribeAudio({ bytes: pcmToWav(pcm, 16_000), type: 'audio/wav' }, language, options),
    transcribeAudio,
  };
}

/** Whisper-style `POST /audio/transcriptions` (multipart: file, model, language). */
export function createOpenAiStt(endpoint: SpeechEndpointConfig): SpeechToText {
  return fileStt(`openai-stt:${endpoint.model}`, endpoint, '/audio/transcriptions', (language) => ({
    field: 'file',
    fields: {
      model: endpoint.model,
      response_format: 'json',
      ...(WHISPER_LANGUAGES.has(language) ? { language } : {}),
    },
  }));
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
