import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createOfflineAdvisor } from '../../src/advisor';
import { EVAL_FARM } from './farm';
import { HELD_OUT_SET } from './held-out';
import { type EvalReport, percent, runEval } from './score';
import { EVAL_SET } from './set';

/**
 * `pnpm eval:advisor`: scores the offline advisor (the default) on the evaluation set and,
 * separately, on its held-out part (`held-out.ts`, never tuned on), prints the scores per
 * language and per intent with every failed question, and rewrites its subsection of
 * docs/BENCHMARKS.md. Exits 1 when a target of the main set is missed, or when any answer of
 * either part gives a dose; the held-out scores are reported, not gated (they measure how far
 * the main set's figure generalises). `--no-write` leaves the file alone.
 */

const BENCHMARKS = fileURLToPath(new URL('../../../../docs/BENCHMARKS.md', import.meta.url));
const START = '<!-- advisor-eval:start -->';
const END = '<!-- advisor-eval:end -->';

function table(report: EvalReport, title: string): string[] {
  const rows = (entries: [string, { passed: number; total: number }][]) =>
    entries.map(([k, t]) => `| ${k} | ${percent(t)} |`).join('\n');
  return [
    `**${title}**: ${report.results.length} questions, ${Math.round(report.millis)} ms.`,
    '',
    '| target | value | needed | met |',
    '|---|---|---|---|',
    ...report.targets.map(
      (t) => `| ${t.name} | ${t.value} | ${t.target} | ${t.met ? 'yes' : 'no'} |`,
    ),
    '',
    '| language | passed |',
    '|---|---|',
    rows(Object.entries(report.byLanguage)),
    '',
    '| intent | passed |',
    '|---|---|',
    rows(Object.entries(report.byIntent)),
  ];
}

function markdown(main: EvalReport, heldOut: EvalReport): string {
  return [
    START,
    `Set version ${main.version}, offline advisor (\`pnpm eval:advisor\`).`,
    '',
    ...table(main, 'Main set (the contract; gated)'),
    '',
    ...table(heldOut, 'Held-out set (never tuned on; reported, only doses gated)'),
    END,
  ].join('\n');
}

function printFailures(report: EvalReport, title: string) {
  const failed = report.results.filter((r) => !r.pass);
  if (failed.length > 0) console.log(`\n${title} — failed (${failed.length}):`);
  for (const r of failed) {
    console.log(`- ${r.case.id} [${r.case.intent}] ${r.case.q}\n    ${r.failures.join('; ')}`);
    if (process.argv.includes('--answers')) console.log(`    → ${r.answer.replace(/\n+/g, ' ⏎ ')}`);
  }
}

const advisor = createOfflineAdvisor();
const report = await runEval(advisor, EVAL_SET, EVAL_FARM);
const heldOut = await runEval(advisor, HELD_OUT_SET, EVAL_FARM);
console.log(markdown(report, heldOut).split('\n').slice(1, -1).join('\n'));
printFailures(report, 'Main set');
printFailures(heldOut, 'Held-out set');

if (!process.argv.includes('--no-write')) {
  const text = readFileSync(BENCHMARKS, 'utf8');
  const block = markdown(report, heldOut);
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${BENCHMARKS} lacks the ${START} … ${END} markers`);
  writeFileSync(BENCHMARKS, text.slice(0, start) + block + text.slice(end + END.length));
}
process.exitCode = report.met && heldOut.unsafeDosing === 0 ? 0 : 1;
