import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Module boundaries (ADR 0032): a feature module (`src/modules/<area>/`) uses another one only
 * through its `index.ts`; helpers every area shares live in `src/lib/` or `src/db/`, which never
 * import a module.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const modules = join(src, 'modules');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
  ];
  return found.map((m) => m[1] as string);
}

/** The area a path belongs to (`src/modules/<area>/…`), or undefined outside the modules. */
const areaOf = (path: string) => {
  const rel = relative(modules, path);
  const [area, ...rest] = rel.split('/');
  return rel.startsWith('..') || rest.length === 0 ? undefined : area;
};

function violations() {
  const found: string[] = [];
  for (const file of filesUnder(src)) {
    const from = relative(src, file);
    const fromArea = areaOf(file);
    const shared = from.startsWith('lib/') || from.startsWith('db/');
    for (const spec of specifiers(file)) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      const toArea = areaOf(target);
      if (toArea === undefined) {
        // `src/modules/index.ts` and `types.ts` belong to no area; lib and db stay below them.
        if (shared && !relative(modules, target).startsWith('..')) found.push(`${from} -> ${spec}`);
        continue;
      }
      if (shared) found.push(`${from} -> ${spec}`);
      else if (fromArea !== undefined && fromArea !== toArea) {
        const inside = relative(join(modules, toArea), target);
        if (inside !== '' && inside !== 'index' && inside !== 'index.ts') {
          found.push(`${from} -> ${spec}`);
        }
      }
    }
  }
  return found;
}

describe('module boundaries', () => {
  it("no module imports another module's internals; lib and db import no module", () => {
    expect(filesUnder(modules).length).toBeGreaterThan(50);
    expect(
      violations(),
      "import the other module's index.ts, or move a shared helper to src/lib",
    ).toEqual([]);
  });
});
