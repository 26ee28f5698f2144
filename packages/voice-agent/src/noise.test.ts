import { describe, expect, it } from 'vitest';
import { isNoise, noiseReason } from './noise.js';

describe('noiseReason (spec §5, shared with the IVR server)', () => {
  it('names why a transcription is ignored', () => {
    expect(noiseReason('')).toBe('empty');
    expect(noiseReason('  ...  ')).toBe('empty');
    expect(noiseReason('This film was shot in Lagos')).toBe('noise-phrase');
    expect(noiseReason('[Background Music]')).toBe('noise-phrase');
    expect(noiseReason('Ummm...')).toBe('filler');
    expect(noiseReason('My goats are coughing')).toBeNull();
  });
  it('agrees with isNoise', () => {
    for (const text of ['', 'silence', 'hmm', 'uh', 'feed the birds']) {
      expect(isNoise(text)).toBe(noiseReason(text) !== null);
    }
  });
});
