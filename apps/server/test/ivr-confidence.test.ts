import { describe, expect, it } from 'vitest';
import {
  confidenceOf,
  createPocketsphinxStt,
  DEFAULT_MIN_CONFIDENCE,
  parseHypseg,
} from '../src/ivr/speech/pocketsphinx';
import { runProcess } from '../src/ivr/speech/process';
import { pcmToWav, resample } from '../src/ivr/speech/wav';
import { fixturePcm } from './fixtures/speech/manifest';

/**
 * The offline recogniser's confidence (ADR 0050) on the calibration set's
 * own recordings, with the real pocketsphinx (Debian `pocketsphinx`, `pocketsphinx-en-us`): a
 * clean question is accepted word for word, a mumble is heard as some grammar sentence but marked
 * doubtful. The phone line's MP3 and 44.1 kHz WAV recordings are heard the same way.
 */

const stt = () =>
  createPocketsphinxStt({
    bin: 'pocketsphinx_batch',
    modelDir: '/usr/share/pocketsphinx/model/en-us',
    timeoutMs: 60_000,
  });

const CLEAN = 'q-some-of-my-birds-are-sneezing.wav';
const MUMBLE = 'm-mutter.wav';

describe('offline recogniser confidence', { timeout: 120_000 }, () => {
  it('reads pocketsphinx segmentations and scores the words against the phone loop', () => {
    const grammar = parseHypseg(
      'u S 0 T -9000 A -8000 L -1000 0 -300 0 <sil> 10 -3000 0 my 40 -2000 0 goats(2) 60 -500 -337 <sil> 80',
    );
    expect(grammar.text).toBe('my goats');
    expect(grammar.segments.map((s) => [s.word, s.start, s.end])).toEqual([
      ['<sil>', 0, 10],
      ['my', 10, 40],
      ['goats', 40, 60],
      ['<sil>', 60, 80],
    ]);
    // Words 10–60: the grammar scores -5000 there; a loop as good → sure, far better → not.
    const loop = (acoustic: number) =>
      parseHypseg(`u S 0 T 0 A 0 L 0 0 -300 0 <sil> 10 ${acoustic} 0 phm 60 -500 0 <sil> 80`);
    expect(confidenceOf(grammar, loop(-5000))).toBeGreaterThan(0.95);
    expect(confidenceOf(grammar, loop(-5000 + 50 * 40))).toBeLessThan(0.01);
    expect(confidenceOf(parseHypseg('u S 0 T 0 A 0 L 0 0 -1 0 <sil> 80'), loop(0))).toBe(0);
    expect(() => parseHypseg('garbage')).toThrow(/unreadable/);
  });

  it('accepts a clean farm question and marks a mumble doubtful (real pocketsphinx)', async () => {
    const recogniser = stt();
    try {
      const clean = await recogniser.transcribe(fixturePcm(CLEAN), 'en');
      expect(clean).toMatchObject({
        text: 'some of my birds are sneezing',
        doubtful: false,
        forced: true,
      });
      expect(clean.confidence).toBeGreaterThanOrEqual(DEFAULT_MIN_CONFIDENCE);

      const mumble = await recogniser.transcribe(fixturePcm(MUMBLE), 'en');
      // Forced into the grammar, the mumble still comes out as farm words…
      expect(mumble.text).not.toBe('');
      // …but far below the threshold: it must not be answered.
      expect(mumble).toMatchObject({ doubtful: true, forced: true });
      expect(mumble.confidence).toBeLessThan(DEFAULT_MIN_CONFIDENCE);
    } finally {
      await recogniser.close?.();
    }
  });

  it("hears the phone line's recordings: MP3 through lame, WAV at 44.1 kHz", async () => {
    const recogniser = stt();
    try {
      const pcm = fixturePcm(CLEAN);
      const mp3 = await runProcess(
        'lame',
        [
          '--quiet',
          '-r',
          '-s',
          '16',
          '-m',
          'm',
          '--signed',
          '--little-endian',
          '-b',
          // 32 kbit/s loses enough of the sibilants to mis-hear this clip (the read-back catches
          // that on the phone); 64 keeps it.
          '64',
          '-',
          '-',
        ],
        { input: pcm, timeoutMs: 20_000 },
      );
      const fromMp3 = await recogniser.transcribeAudio?.({ bytes: mp3, type: 'audio/mpeg' }, 'en');
      expect(fromMp3?.text).toBe('some of my birds are sneezing');
      const wide = pcmToWav(resample(pcm, 16_000, 44_100), 44_100);
      const fromWav = await recogniser.transcribeAudio?.({ bytes: wide, type: 'audio/wav' }, 'en');
      expect(fromWav?.text).toBe('some of my birds are sneezing');
      const broken = recogniser.transcribeAudio?.(
        { bytes: Buffer.from('nope'), type: 'audio/wav' },
        'en',
      );
      await expect(broken).rejects.toMatchObject({ kind: 'invalid-response' });
    } finally {
      await recogniser.close?.();
    }
  });
});
