import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Part, partOfSection } from '@kiwo/i18n';
import { describe, expect, it } from 'vitest';
import { LAYOUT_STRINGS, ROUTES } from './table';

/*
 * A screen must never render with a missing string: typesafe-i18n answers '' for a section
 * whose dictionary part is not loaded (ADR 0018). This reads each route's screen module and
 * everything it imports, collects the `t.<section>` it uses, and fails when a section's part is
 * neither core, nor the layout's, nor the route's own `strings`. A lazy feature that loads its
 * own part (`withStrings(['chat'], () => import(…))`) may use it, and so may a module that loads
 * a part itself before using it (`needStrings(['x'])`, `loadParts(locale, ['x'])`).
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROUTE_MODULES = new Set([
  resolve(SRC, 'routes/table.ts'),
  resolve(SRC, 'routes/preloadable.ts'),
]);

const resolveImport = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined; // packages (ui takes strings as props)
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
};

const partsIn = (list: string): Part[] =>
  [...list.matchAll(/['"](\w+)['"]/g)].map((m) => m[1] as Part);

interface ModuleInfo {
  sections: Set<string>;
  selfLoaded: Set<Part>;
  imports: string[];
  /** Dynamic imports, with the parts the import loads itself (`withStrings`). */
  lazy: { file: string; parts: Part[] }[];
}

const modules = new Map<string, ModuleInfo>();
const read = (file: string): ModuleInfo => {
  const known = modules.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const resolved = (specifiers: Iterable<RegExpMatchArray>, group = 1) =>
    [...specifiers].flatMap((m) => resolveImport(file, m[group] ?? '') ?? []);
  const wrapped = [
    ...source.matchAll(
      /withStrings\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g,
    ),
  ];
  const wrappedFiles = new Set(resolved(wrapped, 2));
  const info: ModuleInfo = {
    sections: new Set([...source.matchAll(/\bt(?:\(\))?\.([a-zA-Z]+)\b/g)].map((m) => m[1] ?? '')),
    selfLoaded: new Set(
      [...source.matchAll(/\b(?:needStrings|loadParts)\([^)[]*\[([^\]]*)\]/g)].flatMap((m) =>
        partsIn(m[1] ?? ''),
      ),
    ),
    imports: resolved([
      ...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
      ...source.matchAll(/^import\s*['"]([^'"]+)['"]/gm),
    ]),
    lazy: ROUTE_MODULES.has(file)
      ? [] // each route's screen and layout is checked on its own, with its own parts
      : [
          ...wrapped.flatMap((m) => {
            const target = resolveImport(file, m[2] ?? '');
            return target ? [{ file: target, parts: partsIn(m[1] ?? '') }] : [];
          }),
          ...resolved(source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
            .filter((target) => !wrappedFiles.has(target))
            .map((target) => ({ file: target, parts: [] })),
        ],
  };
  modules.set(file, info);
  return info;
};

/** Each `file: t.section (part)` reachable from `root` whose part is not in `loaded`. */
const missingStrings = (root: string, loaded: readonly Part[]): string[] => {
  const missing = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, parts: Set<Part>) => {
    const key = `${file}|${[...parts].sort()}`;
    if (seen.has(key)) return;
    seen.add(key);
    const info = read(file);
    for (const section of info.sections) {
      const part = partOfSection(section);
      if (part && !parts.has(part) && !info.selfLoaded.has(part)) {
        missing.add(`${relative(SRC, file)}: t.${section} (${part})`);
      }
    }
    for (const imported of info.imports) visit(imported, parts);
    for (const lazy of info.lazy) visit(lazy.file, new Set([...parts, ...lazy.parts]));
  };
  visit(root, new Set(['core', ...loaded]));
  return [...missing].sort();
};

const screenFile = (route: (typeof ROUTES)[number]) => {
  // The loader's source names its screen (`() => import('../screens/X')`, however the test
  // runner rewrites the import call).
  const source = route.load.toString();
  const name = /screens\/(\w+)/.exec(source)?.[1];
  const file = name && resolveImport(resolve(SRC, 'routes/table.ts'), `../screens/${name}`);
  if (!file) throw new Error(`no screen module for ${route.path}: ${source}`);
  return file;
};

describe("each screen's dictionary parts (ADR 0018)", () => {
  it('the app above the layouts uses only core', () => {
    expect(missingStrings(resolve(SRC, 'boot/start.tsx'), [])).toEqual([]);
  });

  it.each(Object.entries(LAYOUT_STRINGS))(
    'the %s layout loads the parts it uses',
    (layout, parts) => {
      const file = resolve(SRC, `layouts/${layout === 'app' ? 'AppLayout' : 'PublicLayout'}.tsx`);
      expect(missingStrings(file, parts)).toEqual([]);
    },
  );

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s loads the parts its screen uses',
    (_path, route) => {
      const loaded = [...LAYOUT_STRINGS[route.layout], ...route.strings];
      expect(missingStrings(screenFile(route), loaded)).toEqual([]);
    },
  );

  it('declares no part a screen does not use (each one is a download)', () => {
    const unused = ROUTES.flatMap((route) => {
      const used = new Set(
        missingStrings(screenFile(route), LAYOUT_STRINGS[route.layout]).map(
          (line) => /\((\w+)\)$/.exec(line)?.[1],
        ),
      );
      return route.strings
        .filter((part) => !used.has(part))
        .map((part) => `${route.path}: ${part}`);
    });
    expect(unused).toEqual([]);
  });
});
