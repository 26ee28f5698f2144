import { loadLocale, translator } from '@kiwo/i18n';
import { STATUS, type StatusMessage } from '@kiwo/voice-agent';
import { beforeAll, describe, expect, it } from 'vitest';
import { IVR_URL_KEY, ivrUrl, statusText } from './voiceText';

const everyStatus = (): StatusMessage[] =>
  Object.values(STATUS).map((line) =>
    typeof line === 'function' ? line('Session expired') : line,
  );

beforeAll(async () => {
  await Promise.all((['en', 'ha', 'yo', 'ig'] as const).map(loadLocale));
});

describe('voice status lines', () => {
  it('reads in English exactly as spec §8 (the library text) for every line', () => {
    const t = translator('en');
    for (const status of everyStatus()) expect(statusText(t, status)).toBe(status.text);
  });

  it('is translated in Hausa, Yorùbá and Igbo, keeping the detail', () => {
    for (const locale of ['ha', 'yo', 'ig'] as const) {
      const t = translator(locale);
      for (const status of everyStatus()) {
        const text = statusText(t, status);
        expect(text, `${locale} ${status.key}`).not.toBe(status.text);
        if ('message' in status) expect(text).toContain('Session expired');
      }
    }
  });

  it('translates the insecure-page detail too', () => {
    const t = translator('ha');
    expect(statusText(t, STATUS.startFailed('microphone access requires HTTPS'))).toBe(
      t.voice.status.startFailed({ message: t.voice.httpsBody() }),
    );
  });
});

describe('IVR service origin', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === IVR_URL_KEY ? value : null),
  });

  it('is the same origin unless the developer override is set', () => {
    expect(ivrUrl(storage(null))).toBe('');
    expect(ivrUrl(undefined)).toBe('');
    expect(ivrUrl(storage('http://127.0.0.1:4010/'))).toBe('http://127.0.0.1:4010');
  });

  it('ignores an override that is not an http(s) origin', () => {
    expect(ivrUrl(storage('javascript:alert(1)'))).toBe('');
    expect(ivrUrl(storage('  '))).toBe('');
  });
});
