import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createSpeechProviders, SpeechError } from '../src/ivr/speech';
import { createSpitchStt, createSpitchTts } from '../src/ivr/speech/spitch';
import { pcmToWav } from '../src/ivr/speech/wav';
import { spokenText, startSpitch } from './helpers/spitch';

/*
 * The Spitch adapter against a local server speaking Spitch's protocol (multipart upload, JSON,
 * WAV bytes, FastAPI `{ detail }` errors): retries on 429 and 500, a bad key fails at once, and
 * the provider is chosen per language.
 */
const KEY = 'sk_test_spitch_key';
let spitch: Awaited<ReturnType<typeof startSpitch>>;
beforeAll(async () => {
  spitch = await startSpitch(KEY);
});
afterAll(() => spitch.close());

const config = (apiKey = KEY) => ({
  baseUrl: spitch.url,
  apiKey,
  timeoutMs: 5_000,
  voices: { en: 'lucy', ha: 'amina', yo: 'sade', ig: 'ngozi' },
});
const recording = { bytes: pcmToWav(Buffer.alloc(3_200), 16_000), type: 'audio/wav' };

describe('Spitch speech', () => {
  it('transcribes an uploaded recording in the asked language', async () => {
    spitch.transcripts.ha = 'Kaji na ashirin sun mutu yau';
    const stt = createSpitchStt(config());
    const result = await stt.transcribeAudio?.(recording, 'ha');
    expect(result).toEqual({ text: 'Kaji na ashirin sun mutu yau', language: 'ha' });
    const sent = spitch.requests.at(-1);
    expect(sent?.path).toBe('/v1/transcriptions');
    expect(sent?.fields.language).toBe('ha');
    expect(sent?.file?.equals(recording.bytes)).toBe(true);
  });

  it('speaks with the voice configured for the language', async () => {
    const audio = await createSpitchTts(config()).speak('Sannu da zuwa', 'ha');
    expect(spokenText(audio)).toBe('ha:Sannu da zuwa');
    expect(spitch.requests.at(-1)?.fields).toEqual({
      language: 'ha',
      text: 'Sannu da zuwa',
      voice: 'amina',
    });
  });

  it('retries a 429 and a 500, then succeeds', async () => {
    spitch.failNext(429, 500);
    const before = spitch.requests.length;
    const audio = await createSpitchTts(config()).speak('Ẹ kú àárọ̀', 'yo');
    expect(spokenText(audio)).toBe('yo:Ẹ kú àárọ̀');
    expect(spitch.requests.length - before).toBe(3);
  });

  it('gives up after three refusals, with the server detail', async () => {
    spitch.failNext(500, 500, 500);
    const error = await createSpitchTts(config())
      .speak('Ndewo', 'ig')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect((error as SpeechError).status).toBe(500);
    expect((error as SpeechError).message).toMatch(/Internal Server Error/);
  });

  it('fails at once on a bad key (401) and on a voice of another language (422)', async () => {
    const before = spitch.requests.length;
    const denied = await createSpitchStt(config('wrong'))
      .transcribeAudio?.(recording, 'yo')
      .catch((e: unknown) => e);
    expect((denied as SpeechError).status).toBe(401);
    expect((denied as SpeechError).message).toMatch(/Invalid or missing API key/);
    expect(spitch.requests.length - before).toBe(1);
    const wrongVoice = { ...config(), voices: { ...config().voices, ig: 'amina' } };
    const refused = await createSpitchTts(wrongVoice)
      .speak('Ndewo', 'ig')
      .catch((e: unknown) => e);
    expect((refused as SpeechError).status).toBe(422);
    expect((refused as SpeechError).message).toMatch(/does not speak ig/);
  });

  it('is chosen per language: Hausa on Spitch, English on the default', () => {
    const cfg = loadConfig({
      SPEECH_PROVIDER_HA: 'spitch',
      SPITCH_API_KEY: KEY,
      SPITCH_BASE_URL: spitch.url,
    });
    const speech = createSpeechProviders(cfg.ivr);
    expect(speech.tts.name).toMatch(/espeak.*\+spitch-tts\[ha\]/);
    expect(() => loadConfig({ SPEECH_PROVIDER_YO: 'spitch' })).toThrow(/SPITCH_API_KEY/);
  });
});
