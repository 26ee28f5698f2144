import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What `npm pack` would publish (ADR 0057): built from scratch into
 * a temp dir, then listed by npm itself with `npm pack --dry-run --json`.
 */
const root = join(import.meta.dirname, '..');
let out: string;
let files: string[];
let manifest: Record<string, unknown>;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'voice-agent-pack-'));
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), out], { stdio: 'pipe' });
  const listed = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: out,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as { files: { path: string }[] }[];
  files = (listed[0]?.files ?? []).map((f) => f.path).sort();
  manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8'));
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm pack contents', () => {
  it('holds only built JavaScript, types, our own source maps and the documents', () => {
    const unexpected = files.filter(
      (f) =>
        !/\.(js|d\.ts|js\.map)$/.test(f) &&
        !['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE'].includes(f),
    );
    expect(unexpected).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'CHANGELOG.md']));
  });

  it('has no tests, test helpers or TypeScript sources', () => {
    const leaked = files.filter(
      (f) => /(^|\/)test\//.test(f) || /\.test\./.test(f) || /(?<!\.d)\.tsx?$/.test(f),
    );
    expect(leaked).toEqual([]);
  });

  it('ships source maps of its own modules only, with the sources inlined', () => {
    const maps = files.filter((f) => f.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(10);
    for (const map of maps) {
      expect(files).toContain(map.replace(/\.map$/, ''));
      const { sources, sourcesContent } = JSON.parse(readFileSync(join(out, map), 'utf8'));
      for (const source of sources as string[]) expect(source).not.toMatch(/node_modules/);
      expect((sourcesContent as string[]).length).toBe((sources as string[]).length);
    }
  });

  it('contains no secrets or environment files', () => {
    expect(files.filter((f) => /(^|\/)\.env|\.pem$|\.key$|\.npmrc$/.test(f))).toEqual([]);
    const secret =
      /-----BEGIN [A-Z ]*PRIVATE KEY-----|\bsk-[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}|xox[bp]-[0-9A-Za-z-]{10,}|ghp_[0-9A-Za-z]{30,}/;
    for (const file of files) {
      expect(readFileSync(join(out, file), 'utf8'), file).not.toMatch(secret);
    }
  });

  it('is a public, MIT-licensed, side-effect-free ESM package at a semver version', () => {
    expect(manifest).toMatchObject({
      name: '@kiwo/voice-agent',
      license: 'MIT',
      type: 'module',
      sideEffects: false,
    });
    expect(manifest.private).toBeUndefined();
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(readFileSync(join(out, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });

  it('exports every subpath with types and JavaScript that are in the tarball', () => {
    const exportsMap = manifest.exports as Record<string, { types: string; import: string }>;
    expect(Object.keys(exportsMap)).toEqual(
      expect.arrayContaining(['.', './react', './protocol', './noise', './server', './vite']),
    );
    // Every subpath the workspace imports is published too (build.mjs lists them by hand).
    const source = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(Object.keys(exportsMap)).toEqual(expect.arrayContaining(Object.keys(source.exports)));
    for (const [subpath, target] of Object.entries(exportsMap)) {
      if (subpath === './package.json') continue;
      expect(files).toContain(target.types.slice(2));
      expect(files).toContain(target.import.slice(2));
      expect(existsSync(join(out, target.import))).toBe(true);
    }
  });
});
