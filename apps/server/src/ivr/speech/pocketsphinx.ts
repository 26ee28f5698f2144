import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGrammar } from './grammar';
import { runProcess } from './process';
import { SpeechError, type SpeechLanguage, type SpeechToText } from './types';
import { pcmToWav } from './wav';

export interface PocketsphinxOptions {
  /** `pocketsphinx_batch` (Debian `pocketsphinx`). */
  bin: string;
  /** Folder with `en-us/` (acoustic model) and `cmudict-en-us.dict` (Debian `pocketsphinx-en-us`). */
  modelDir: string;
  timeoutMs: number;
}

interface Prepared {
  dir: string;
  jsgf: string;
  dict: string;
}

/**
 * Offline speech-to-text: pocketsphinx constrained by the knowledge-base grammar (`grammar.ts`).
 * `pocketsphinx_batch` decodes the whole utterance at once with cepstral mean normalisation over
 * that utterance (`-cmn current`); the live decoder's running estimate mis-hears the first words
 * of a short phrase. English (US model) only.
 */
export function createPocketsphinxStt(options: PocketsphinxOptions): SpeechToText {
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
    const jsgf = join(dir, 'kiwo.jsgf');
    const dict = join(dir, 'kiwo.dict');
    await writeFile(jsgf, grammar.jsgf);
    // A dictionary of the grammar's words only: loads in milliseconds instead of 130k entries.
    await writeFile(dict, `${grammar.words.flatMap((w) => lines.get(w) ?? []).join('\n')}\n`);
    return { dir, jsgf, dict };
  };

  return {
    name: 'pocketsphinx',
    supports: (language: SpeechLanguage) => language === 'en',
    async transcribe(pcm, _language, { signal } = {}) {
      prepared ??= prepare().catch((error) => {
        prepared = null; // try again next time (the package may be installed meanwhile)
        throw error;
      });
      const { dir, jsgf, dict } = await prepared;
      const work = await mkdtemp(join(dir, 'u-'));
      try {
        await writeFile(join(work, 'u.wav'), pcmToWav(pcm, 16_000));
        await writeFile(join(work, 'u.ctl'), 'u\n');
        const hyp = join(work, 'u.hyp');
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
            '-hyp',
            hyp,
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
          ],
          { timeoutMs: options.timeoutMs, signal },
        );
        const line = await readFile(hyp, 'utf8').catch(() => {
          throw new SpeechError('invalid-response', 'pocketsphinx wrote no hypothesis');
        });
        // "my goats are coughing (u -12746)": the text, then the utterance id and score.
        const text = line.replace(/\s*\(u(?:\s+-?\d+)?\)\s*$/s, '').trim();
        return { text, language: 'en' };
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    async close() {
      const ready = await prepared?.catch(() => null);
      prepared = null;
      if (ready) await rm(ready.dir, { recursive: true, force: true });
    },
  };
}
