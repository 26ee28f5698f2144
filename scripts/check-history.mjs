#!/usr/bin/env node
/**
 * The history people read (CONTRIBUTING.md "Commits"): every commit since the rule came in has
 * a subject of at most 72 characters that starts with a capital letter and does not end with a
 * period. Merge commits are git's own wording and pass. Older commits are left as they are:
 * rewriting published history would break every clone.
 */
import { execFileSync } from 'node:child_process';

/** The last commit made before the rule; everything after it is checked. */
const RULE_BASE = 'c1ebce57d5d4afdc3332196571f112eabaccfd88';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

let base;
try {
  base = git('rev-parse', '--verify', '--quiet', `${RULE_BASE}^{commit}`);
} catch {
  base = undefined;
}
// A shallow clone may lack the base: then only what the clone has is checked.
const range = base ? [`${base}..HEAD`] : ['HEAD'];
const log = git('log', '--no-merges', '--format=%h%x09%s', ...range);
const problems = [];
for (const line of log ? log.split('\n') : []) {
  const [hash, subject] = line.split('\t');
  if (subject.length > 72) problems.push(`${hash} subject is ${subject.length} characters (≤ 72)`);
  if (!/^[A-Z]/.test(subject)) problems.push(`${hash} subject should start with a capital letter`);
  if (/\.$/.test(subject)) problems.push(`${hash} subject should not end with a period`);
}
if (problems.length) {
  console.error(`Commit subjects (CONTRIBUTING.md "Commits"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `history: ${log ? log.split('\n').length : 0} commit subject(s) since the rule read well`,
);
