import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGrammar } from './grammar';
import { runProcess } from './process';
import { SpeechError, type SpeechLanguage, type SpeechToText, type Transcript } from './types';
import { pcmToWav, readWav, resample } from './wav';

export interface PocketsphinxOptions {
  /** `pocketsphinx_batch` (Debian `pocketsphinx`). */
  bin: string;
  /** Folder with `en-us/` (acoustic model) and `cmudict-en-us.dict` (Debian `pocketsphinx-en-us`). */
  modelDir: string;
  timeoutMs: number;
  /**
   * Results with a lower confidence are `doubtful`: the caller is asked again instead of being
   * answered. Calibrated on the set in apps/server/test/fixtures/speech (ADR 0050,
   * docs/BENCHMARKS.md "Offline recogniser confidence").
   * @default DEFAULT_MIN_CONFIDENCE
   */
  minConfidence?: number;
  /** Decodes MP3 recordings (the phone line) for `transcribeAudio`. @default 'lame' */
  lameBin?: string;
}

/** The calibrated threshold (ADR 0050). */
export const DEFAULT_MIN_CONFIDENCE = 0.4;

/** The en-us model's phones (`mdef`, less silence and noise): the free phone loop's units. */
const PHONES =
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  );

/**
 * How far the grammar's words fall behind a free phone loop, in acoustic log-likelihood per frame
 * (pocketsphinx's scaled log base 1.0001 units), at which confidence is one half; and the width
 * of the logistic curve around it. Measured on the calibration set (docs/BENCHMARKS.md).
 */
const MIDPOINT = 17;
const SPREAD = 4;

/**
 * The loop's phones are free: no language weight or insertion penalty, or the search would
 * rather stretch one phone over several than pay for each (the loop must fit the sound best).
 */
const LOOP_WEIGHTS = ['-lw', '1', '-wip', '1'];

interface Prepared {
  dir: string;
  jsgf: string;
  dict: string;
  loopJsgf: string;
  loopDict: string;
}

/** A stretch of one `-hypseg` result: a word or a filler, frames `start` to `end`. */
interface Segment {
  word: string;
  start: number;
  end: number;
  acoustic: number;
}

/** One pass of `pocketsphinx_batch -hypseg`: the words and every segment. */
export interface Pass {
  text: string;
  segments: Segment[];
}

const isWord = (word: string) => /^[a-z']+$/.test(word);

/**
 * A `-hypseg` line: `u S 0 T <total> A <acoustic> L <lm> (<sf> <ascr> <lscr> <word>)… <end>`.
 * Fillers (`<sil>`, `(NULL)`, `[NOISE]`) are kept as segments but not as words; alternative
 * pronunciations (`the(2)`) read as their word.
 */
export function parseHypseg(line: string): Pass {
  const fields = line.trim().split(/\s+/);
  const end = Number(fields.at(-1));
  const start = fields.indexOf('L') + 2;
  if (start < 2 || !Number.isFinite(end)) {
    throw new SpeechError('invalid-response', `pocketsphinx wrote an unreadable result: ${line}`);
  }
  const segments: Segment[] = [];
  for (let i = start; i + 3 < fields.length; i += 4) {
    segments.push({
      word: (fields[i + 3] ?? '').replace(/\(\d+\)$/, ''),
      start: Number(fields[i]),
      end: Number(fields[i + 4] ?? end),
      acoustic: Number(fields[i + 1]),
    });
  }
  const text = segments
    .filter((s) => isWord(s.word))
    .map((s) => s.word)
    .join(' ');
  return { text, segments };
}

/** The acoustic score of `pass` between frames `from` and `to` (segments prorated). */
function acousticBetween(pass: Pass, from: number, to: number): number {
  let sum = 0;
  for (const s of pass.segments) {
    const overlap = Math.min(to, s.end) - Math.max(from, s.start);
    if (s.end > s.start && overlap > 0) sum += (s.acoustic * overlap) / (s.end - s.start);
  }
  return sum;
}

/**
 * Confidence in 0–1 that the grammar's sentence is what was said. The grammar forces every sound
 * into one of its sentences; a free loop of phones decodes the same audio with no such
 * constraint. Speech of a grammar sentence scores almost as well under the grammar as under the
 * loop; anything else (other words, mumbles, speech buried in noise) falls far behind it. The
 * gap is taken per frame from the first word to the last (the silence around an utterance says
 * nothing) and mapped through a logistic curve (MIDPOINT, SPREAD): a calibrated score, not a
 * posterior. No words: 0.
 */
export function confidenceOf(grammar: Pass, loop: Pass): number {
  const words = grammar.segments.filter((s) => isWord(s.word) && s.end > s.start);
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return 0;
  const from = first.start;
  const to = last.end;
  const gap = (acousticBetween(loop, from, to) - acousticBetween(grammar, from, to)) / (to - from);
  return 1 / (1 + Math.exp((gap - MIDPOINT) / SPREAD));
}

/**
 * Offline speech-to-text: pocketsphinx constrained by the knowledge-base grammar (`grammar.ts`).
 * `pocketsphinx_batch` decodes the whole utterance at once with cepstral mean normalisation over
 * that utterance (`-cmn current`); the live decoder's running estimate mis-hears the first words
 * of a short phrase. A second pass through a free phone loop gives the yardstick for the
 * confidence (`confidenceOf`); results below `minConfidence` are doubtful. English (US model)
 * only; the phone line's recordings (MP3 through lame, or WAV at any rate) are converted to
 * 16 kHz PCM first.
 */
export function createPocketsphinxStt(options: PocketsphinxOptions): SpeechToText {
  const minConfidence = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  let prepared: Promise<Prepared> | null = null;

  const prepare = async (): Promise<Prepared> => {
    let source: string;
    try {
      source = await readFile(join(options.modelDir, 'cmudict-en-us.dict'), 'utf8');
    } catch {
      throw new SpeechError(
        'unavailable',
        `pocketsphinx model not found in ${options.modelDir} (install pocketsphinx-en-us)`,
      );
    }
    const lines = new Map<string, string[]>();
    for (const line of source.split('\n')) {
      const word = /^([^\s(]+)(?:\(\d+\))?\s/.exec(line)?.[1];
      if (!word) continue;
      const list = lines.get(word) ?? [];
      list.push(line);
      lines.set(word, list);
    }
    const grammar = buildGrammar((word) => lines.has(word));
    const dir = await mkdtemp(join(tmpdir(), 'kiwo-sphinx-'));
    const files = {
      dir,
      jsgf: join(dir, 'kiwo.jsgf'),
      dict: join(dir, 'kiwo.dict'),
      loopJsgf: join(dir, 'loop.jsgf'),
      loopDict: join(dir, 'loop.dict'),
    };
    await writeFile(files.jsgf, grammar.jsgf);
    // A dictionary of the grammar's words only: loads in milliseconds instead of 130k entries.
    await writeFile(files.dict, `${grammar.words.flatMap((w) => lines.get(w) ?? []).join('\n')}\n`);
    // The phone loop: each phone a one-phone "word" (`-allphone` would be the same idea, but its
    // phonetic language model is two orders of magnitude slower).
    const units = PHONES.map((p) => `ph${p.toLowerCase()}`);
    await writeFile(
      files.loopJsgf,
      `#JSGF V1.0;\ngrammar loop;\npublic <u> = <p>+;\n<p> = ${units.join(' | ')};\n`,
    );
    await writeFile(files.loopDict, `${PHONES.map((p, i) => `${units[i]} ${p}`).join('\n')}\n`);
    return files;
  };

  const decode = async (
    work: string,
    jsgf: string,
    dict: string,
    name: string,
    signal: AbortSignal | undefined,
    extra: readonly string[] = [],
  ): Promise<Pass> => {
    const hypseg = join(work, `${name}.seg`);
    await runProcess(
      options.bin,
      [
        '-adcin',
        'yes',
        // Skip the WAV header rather than decode it as samples.
        '-adchdr',
        '44',
        '-cepdir',
        work,
        '-cepext',
        '.wav',
        '-ctl',
        join(work, 'u.ctl'),
        '-hypseg',
        hypseg,
        '-hmm',
        join(options.modelDir, 'en-us'),
        '-jsgf',
        jsgf,
        '-dict',
        dict,
        '-cmn',
        'current',
        // Digital silence (exact zeros) throws the features off: add a little dither, from a
        // fixed seed so the same audio always gives the same words.
        '-dither',
        'yes',
        '-seed',
        '1',
        '-logfn',
        '/dev/null',
        ...extra,
      ],
      { timeoutMs: options.timeoutMs, signal },
    );
    const line = await readFile(hypseg, 'utf8').catch(() => '');
    if (!line.trim()) throw new SpeechError('invalid-response', 'pocketsphinx wrote no hypothesis');
    return parseHypseg(line);
  };

  const transcribe = async (pcm: Buffer, signal?: AbortSignal): Promise<Transcript> => {
    prepared ??= prepare().catch((error) => {
      prepared = null; // try again next time (the package may be installed meanwhile)
      throw error;
    });
    const files = await prepared;
    const work = await mkdtemp(join(files.dir, 'u-'));
    try {
      await writeFile(join(work, 'u.wav'), pcmToWav(pcm, 16_000));
      await writeFile(join(work, 'u.ctl'), 'u\n');
      const [grammar, loop] = await Promise.all([
        decode(work, files.jsgf, files.dict, 'grammar', signal),
        decode(work, files.loopJsgf, files.loopDict, 'loop', signal, LOOP_WEIGHTS),
      ]);
      const confidence = Math.round(confidenceOf(grammar, loop) * 1000) / 1000;
      return {
        text: grammar.text,
        language: 'en',
        confidence,
        doubtful: grammar.text !== '' && confidence < minConfidence,
        forced: true,
      };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  return {
    name: 'pocketsphinx',
    supports: (language: SpeechLanguage) => language === 'en',
    transcribe: (pcm, _language, { signal } = {}) => transcribe(pcm, signal),
    async transcribeAudio(audio, _language, { signal } = {}) {
      let wav = audio.bytes;
      if (!/wav/i.test(audio.type)) {
        // MP3 (the gateway's recordings): lame decodes it to a WAV on the pipe.
        wav = await runProcess(
          options.lameBin ?? 'lame',
          ['--quiet', '--mp3input', '--decode', '-', '-'],
          { input: audio.bytes, timeoutMs: options.timeoutMs, signal },
        );
      }
      let decoded: ReturnType<typeof readWav>;
      try {
        decoded = readWav(wav);
      } catch (error) {
        throw new SpeechError('invalid-response', `recording: ${(error as Error).message}`);
      }
      return transcribe(resample(decoded.pcm, decoded.sampleRate, 16_000), signal);
    },
    async close() {
      const ready = await prepared?.catch(() => null);
      prepared = null;
      if (ready) await rm(ready.dir, { recursive: true, force: true });
    },
  };
}
