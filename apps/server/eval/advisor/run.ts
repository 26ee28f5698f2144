import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createOfflineAdvisor } from '../../src/advisor';
import { EVAL_FARM } from './farm';
import { type EvalReport, percent, runEval } from './score';
import { EVAL_SET } from './set';

/**
 * `pnpm eval:advisor`: scores the offline advisor (the default) on the evaluation set, prints the
 * scores per language and per intent with every failed question, and rewrites its subsection of
 * docs/BENCHMARKS.md. Exits 1 when a target is missed. `--no-write` leaves the file alone.
 */

const BENCHMARKS = fileURLToPath(new URL('../../../../docs/BENCHMARKS.md', import.meta.url));
const START = '<!-- advisor-eval:start -->';
const END = '<!-- advisor-eval:end -->';

function markdown(report: EvalReport): string {
  const rows = (entries: [string, { passed: number; total: number }][]) =>
    entries.map(([k, t]) => `| ${k} | ${percent(t)} |`).join('\n');
  return [
    START,
    `Set version ${report.version}, ${report.results.length} questions, offline advisor, ${Math.round(report.millis)} ms (\`pnpm eval:advisor\`).`,
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
    END,
  ].join('\n');
}

const report = await runEval(createOfflineAdvisor(), EVAL_SET, EVAL_FARM);
console.log(markdown(report).split('\n').slice(1, -1).join('\n'));
const failed = report.results.filter((r) => !r.pass);
if (failed.length > 0) console.log(`\nFailed (${failed.length}):`);
for (const r of failed) {
  console.log(`- ${r.case.id} [${r.case.intent}] ${r.case.q}\n    ${r.failures.join('; ')}`);
  if (process.argv.includes('--answers')) console.log(`    → ${r.answer.replace(/\n+/g, ' ⏎ ')}`);
}

if (!process.argv.includes('--no-write')) {
  const text = readFileSync(BENCHMARKS, 'utf8');
  const block = markdown(report);
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${BENCHMARKS} lacks the ${START} … ${END} markers`);
  writeFileSync(BENCHMARKS, text.slice(0, start) + block + text.slice(end + END.length));
}
process.exitCode = report.met ? 0 : 1;
