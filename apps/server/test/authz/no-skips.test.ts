import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';

/**
 * A skipped suite proves nothing and reports green: no test file of the repository may skip,
 * focus or leave a test for later. (The matrix itself also counts every route × actor it ran.)
 */
const SKIPPING =
  /\b(?:it|test|describe|suite|bench)\s*\.\s*(?:skip|todo|only|skipIf|runIf|fails|fixme)\b|\bx(?:it|describe|test)\s*\(/;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const IGNORED = new Set(['node_modules', 'dist', '.git', 'storybook-static', 'coverage', 'data']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (IGNORED.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

describe('no test is skipped', () => {
  it('finds the test files of every package and app', () => {
    const files = testFiles(repoRoot).map((f) => relative(repoRoot, f));
    expect(files).toContain('apps/server/test/authz/matrix.test.ts');
    expect(files.length).toBeGreaterThan(40);
  });

  it('has no .skip, .only, .todo, .fixme, skipIf or runIf in any test file', () => {
    const offenders = testFiles(repoRoot).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(repoRoot, file)}:${i + 1}` }))
        .filter(({ line }) => SKIPPING.test(line) && !line.includes('SKIPPING'))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
