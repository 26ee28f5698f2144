/**
 * Calibration (not a test) of the offline recogniser's confidence threshold: runs pocketsphinx
 * (grammar + phone loop, as the service does) over the set in apps/server/test/fixtures/speech —
 * farm questions clean and under farm-like noise, and mumbles (speech outside the grammar,
 * made-up words, questions reversed or buried under noise) — and prints, for several thresholds,
 * the word error rate of the accepted questions and how many questions and mumbles are rejected.
 *
 *   npx tsx bench/stt-calibration.ts [--json out.json]
 *
 * One clip at a time (two pocketsphinx processes each). Results go in docs/BENCHMARKS.md
 * ("Offline recogniser confidence"), the choice in ADR 0050.
 */

import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { createPocketsphinxStt, DEFAULT_MIN_CONFIDENCE } from '../apps/server/src/ivr/speech';
import { calibrationClips } from '../apps/server/test/fixtures/speech/manifest';

const { values: args } = parseArgs({ options: { json: { type: 'string' } } });
const THRESHOLDS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/** Word-level edit distance (substitutions, insertions, deletions). */
function editDistance(a: readonly string[], b: readonly string[]): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(0)} %`);

const stt = createPocketsphinxStt({
  bin: process.env.IVR_POCKETSPHINX_BIN ?? 'pocketsphinx_batch',
  modelDir: process.env.IVR_POCKETSPHINX_MODEL ?? '/usr/share/pocketsphinx/model/en-us',
  timeoutMs: 60_000,
});

const clips = calibrationClips();
const results: {
  name: string;
  group: string;
  expected: string | null;
  heard: string;
  confidence: number;
  ms: number;
}[] = [];
for (const clip of clips) {
  const started = performance.now();
  const heard = await stt.transcribe(clip.pcm, 'en');
  const ms = Math.round(performance.now() - started);
  results.push({
    name: clip.name,
    group: clip.group,
    expected: clip.expected,
    heard: heard.text,
    confidence: heard.confidence ?? 0,
    ms,
  });
  console.log(
    `${(heard.confidence ?? 0).toFixed(3)}  ${clip.group.padEnd(7)} ${clip.name.padEnd(58)} → ${heard.text}`,
  );
}
await stt.close?.();

console.log(
  `\n${clips.length} clips on ${cpus()[0]?.model ?? '?'} (${cpus().length} cores), median ${
    results.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(results.length / 2)]
  } ms per clip\n`,
);
console.log(
  '| threshold | WER clean (accepted) | WER noisy (accepted) | questions rejected (clean / noisy) | mumbles rejected |',
);
console.log('|---|---|---|---|---|');
for (const threshold of THRESHOLDS) {
  const accepted = (r: (typeof results)[number]) => r.heard !== '' && r.confidence >= threshold;
  const wer = (group: string) => {
    let errors = 0;
    let total = 0;
    for (const r of results.filter((x) => x.group === group && accepted(x))) {
      const ref = words(r.expected ?? '');
      errors += editDistance(ref, words(r.heard));
      total += ref.length;
    }
    return pct(errors, total);
  };
  const rejected = (group: string) => {
    const all = results.filter((x) => x.group === group);
    return `${all.filter((x) => !accepted(x)).length}/${all.length}`;
  };
  const mumbles = results.filter((x) => x.group === 'mumbled');
  const mark = threshold === DEFAULT_MIN_CONFIDENCE ? ' **(chosen)**' : '';
  console.log(
    `| ${threshold.toFixed(1)}${mark} | ${wer('clean')} | ${wer('noisy')} | ${rejected('clean')} / ${rejected('noisy')} | ${rejected('mumbled')} (${pct(mumbles.filter((x) => !accepted(x)).length, mumbles.length)}) |`,
  );
}
if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
