#!/usr/bin/env node
/**
 * No relative imports across packages (DESIGN §1, ADR 0034): a file in packages/<a> or apps/<a>
 * reaches another workspace package only by its name (`@kiwo/domain`), never by a path such as
 * `../../packages/domain/src/user`, which skips the package's entry point and its layering rule.
 * Files outside packages/ and apps/ (e2e/, bench/, scripts/) are the repository's own tools and
 * may import the apps' sources. Exits 1 with one line per offending import.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// Static imports and exports, dynamic import(), and `typeof import('…')` types.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;

/** `packages/ui` for packages/ui/src/x.ts, null outside the workspace packages. */
function workspaceOf(path) {
  const [top, name] = relative(root, path).split(sep);
  if ((top !== 'packages' && top !== 'apps') || !name) return null;
  return existsSync(join(root, top, name, 'package.json')) ? `${top}/${name}` : null;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => SOURCE.test(file) && (file.startsWith('packages/') || file.startsWith('apps/')),
  );

const problems = [];
for (const file of files) {
  const path = join(root, file);
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const own = workspaceOf(path);
  for (const match of text.matchAll(SPECIFIER)) {
    const target = workspaceOf(resolve(dirname(path), match[2]));
    if (target && target !== own) {
      const line = text.slice(0, match.index).split('\n').length;
      problems.push(
        `${file}:${line}: '${match[2]}' reaches into ${target}; import it by its package name`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Relative imports across packages (DESIGN §1):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-imports: ${files.length} files, no relative import across packages`);
