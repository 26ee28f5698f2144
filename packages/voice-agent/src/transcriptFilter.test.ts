import { describe, expect, it } from 'vitest';
import {
  addTranscriptMessage,
  isDuplicate,
  isNoise,
  type TranscriptMessage,
} from './transcriptFilter.js';

describe('isNoise (spec §5)', () => {
  it.each([
    '',
    '   ',
    'This film was shot in Lagos',
    'FILM WAS SHOT IN',
    'Viewers in the United States and Australia',
    '(background music)',
    '[Silence]',
    'Um',
    'uh.',
    'Hmm...',
    'ah!',
    'Ummm',
    ' hmmmm ',
    '...',
  ])('ignores %j', (text) => {
    expect(isNoise(text)).toBe(true);
  });

  it.each([
    'My goats are coughing',
    'um my chickens stopped laying',
    'Hello',
    'ahead',
    'Humming birds',
    'Uhuru',
  ])('keeps %j', (text) => {
    expect(isNoise(text)).toBe(false);
  });

  it('treats null and undefined as empty', () => {
    expect(isNoise(undefined)).toBe(true);
    expect(isNoise(null)).toBe(true);
  });
});

describe('duplicate filter (spec §5)', () => {
  const msg = (text: string, type: 'user' | 'ai', timestamp: number): TranscriptMessage => ({
    text,
    type,
    timestamp,
  });

  it('drops identical text of the same type within 2000 ms', () => {
    const t = [msg('Hello', 'user', 1_000)];
    expect(isDuplicate(t, msg('Hello', 'user', 3_000))).toBe(true);
    expect(isDuplicate(t, msg(' Hello ', 'user', 2_500))).toBe(true);
    expect(addTranscriptMessage(t, msg('Hello', 'user', 2_000))).toBe(t);
  });

  it('keeps it after the window, with another type, or with other text', () => {
    const t = [msg('Hello', 'user', 1_000)];
    expect(isDuplicate(t, msg('Hello', 'user', 3_001))).toBe(false);
    expect(isDuplicate(t, msg('Hello', 'ai', 1_500))).toBe(false);
    expect(isDuplicate(t, msg('Hello there', 'user', 1_500))).toBe(false);
    expect(addTranscriptMessage(t, msg('Hello', 'ai', 1_500))).toEqual([
      msg('Hello', 'user', 1_000),
      msg('Hello', 'ai', 1_500),
    ]);
  });

  it('only looks at the last few messages', () => {
    const t = [
      msg('Hello', 'user', 1_000),
      ...[1, 2, 3, 4, 5].map((i) => msg(`m${i}`, 'ai', 1_000 + i)),
    ];
    expect(isDuplicate(t, msg('Hello', 'user', 1_100))).toBe(false);
    expect(isDuplicate(t, msg('Hello', 'user', 1_100), { lookback: 6 })).toBe(true);
  });
});
