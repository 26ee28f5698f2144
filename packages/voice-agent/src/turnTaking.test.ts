import { describe, expect, it } from 'vitest';
import { heardText, isBackchannel, normalizeWords, wordCount } from './turnTaking.js';

describe('turn-taking helpers', () => {
  it('normalises case, punctuation and spacing, keeping tone marks and dots', () => {
    expect(normalizeWords('  Ọ DỊ   mma!! ')).toBe('ọ dị mma');
    expect(wordCount('Wait, what about feed?')).toBe(4);
    expect(wordCount('...')).toBe(0);
  });

  it('matches whole utterances made of backchannels only', () => {
    expect(isBackchannel('OK.', 'en')).toBe(true);
    expect(isBackchannel('okay, okay', 'ha')).toBe(true);
    expect(isBackchannel('ó dáa', 'yo-NG')).toBe(true);
    expect(isBackchannel('okay stop', 'en')).toBe(false);
    expect(isBackchannel('', 'en')).toBe(false);
    expect(isBackchannel('to', 'en')).toBe(false);
    expect(isBackchannel('to', 'ha')).toBe(true);
  });

  it('cuts the answer at the word playback reached', () => {
    const text = 'Give clean water and rest them';
    expect(heardText(text, 0)).toBe('');
    expect(heardText(text, 0.3)).toBe('Give clean');
    expect(heardText(text, 0.4)).toBe('Give clean water');
    expect(heardText(text, 0.99)).toBe(text);
    expect(heardText(text, 1)).toBe(text);
    expect(heardText(text, Number.NaN)).toBe(text);
  });
});
