#!/usr/bin/env node
/**
 * The history people read (CONTRIBUTING.md "Commits"): every commit since the rule came in has
 * a subject of at most 72 characters that starts with a capital letter and does not end with a
 * period. Merge commits are git's own wording and pass. Older commits are left as they are:
 * rewriting published history would break every clone.
 *
 * And the code people read (CONTRIBUTING.md "Comments and documents"): no tracked source file cites an issue
 * number. The issue texts are not in the repository, so a comment points to the ADR or document
 * that holds the decision instead.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

/** Source the issue-number rule covers: tracked files under these folders with these endings. */
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
/** "issue", "issues", then an optional "#" and a number; the pattern's own text does not match. */
const ISSUE_NUMBER = /\bissues? #?\d+/i;

const sources = git('ls-files', '--', ...SOURCE_DIRS)
  .split('\n')
  .filter((file) => SOURCE_FILE.test(file));
const citations = [];
for (const file of sources) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree but not yet from the index
  }
  text.split('\n').forEach((line, i) => {
    if (ISSUE_NUMBER.test(line)) citations.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
  });
}

if (problems.length) {
  console.error(`Commit subjects (CONTRIBUTING.md "Commits"):\n  ${problems.join('\n  ')}`);
}
if (citations.length) {
  console.error(
    `Issue numbers in code (CONTRIBUTING.md "Comments and documents": point to an ADR or a doc instead):\n  ${citations.join('\n  ')}`,
  );
}
if (problems.length || citations.length) process.exit(1);
console.log(
  `history: ${log ? log.split('\n').length : 0} commit subject(s) since the rule read well; ` +
    `${sources.length} source file(s) cite no issue number`,
);
