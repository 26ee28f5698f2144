import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

/** The IVR settings: defaults with nothing set, providers chosen by base URL, bad values named. */
describe('IVR configuration', () => {
  it('runs offline, mounted, with the spec-sized limits when nothing is set', () => {
    const { ivr } = loadConfig({});
    expect(ivr).toMatchObject({
      enabled: true,
      port: 3001,
      allowedOrigins: [],
      redisUrl: undefined,
      redisChannel: 'kiwo-ivr',
      authTimeoutMs: 20_000,
      maxUtteranceSeconds: 30,
      eventsPerSecond: 20,
      maxMessageBytes: 1_000_000,
      stt: undefined,
      tts: undefined,
      offline: {
        espeakBin: 'espeak-ng',
        lameBin: 'lame',
        pocketsphinxBin: 'pocketsphinx_batch',
        pocketsphinxModel: '/usr/share/pocketsphinx/model/en-us',
      },
    });
  });

  it('selects OpenAI-compatible providers by base URL, each with its own key and model', () => {
    const { ivr } = loadConfig({
      IVR_STT_BASE_URL: 'https://stt.example/v1/',
      IVR_STT_API_KEY: 'k1',
      IVR_TTS_BASE_URL: 'https://tts.example/v1',
      IVR_TTS_MODEL: 'tts-hd',
      IVR_TTS_VOICE: 'nova',
      IVR_ALLOWED_ORIGINS: 'https://kiwo.ng, https://app.kiwo.ng/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      IVR_ENABLED: 'false',
    });
    expect(ivr.stt).toEqual({
      baseUrl: 'https://stt.example/v1',
      apiKey: 'k1',
      model: 'whisper-1',
      timeoutMs: 20_000,
    });
    expect(ivr.tts).toMatchObject({
      baseUrl: 'https://tts.example/v1',
      model: 'tts-hd',
      voice: 'nova',
    });
    expect(ivr.allowedOrigins).toEqual(['https://kiwo.ng', 'https://app.kiwo.ng']);
    expect(ivr.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(ivr.enabled).toBe(false);
  });

  it('names each bad value in one line', () => {
    expect(() =>
      loadConfig({
        REDIS_URL: 'http://127.0.0.1:6379',
        IVR_ALLOWED_ORIGINS: 'kiwo.ng',
        IVR_STT_BASE_URL: 'not a url',
        IVR_MAX_UTTERANCE_SECONDS: '0',
      }),
    ).toThrow(ConfigError);
    const bad = () => loadConfig({ REDIS_URL: 'http://x', IVR_ALLOWED_ORIGINS: 'kiwo.ng/path' });
    expect(bad).toThrow('REDIS_URL must be a redis:// or rediss:// URL');
    expect(bad).toThrow('IVR_ALLOWED_ORIGINS must be http(s) origins separated by commas');
  });
});
