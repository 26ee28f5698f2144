import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_REQUIRED, repoRoot } from '../src/config';

/*
 * .env.example is the operator's list of settings (ADR 0022): it must name every variable
 * config.ts reads, no variable it does not, and show the real production default for each.
 */
const configSource = readFileSync(join(repoRoot, 'apps/server/src/config.ts'), 'utf8');
const schemaBlock = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(configSource)?.[1];

/** Every variable config.ts reads: the schema's keys and any `env.NAME` it looks at directly. */
const readByConfig = new Set([
  ...Array.from((schemaBlock ?? '').matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm), (m) => m[1] as string),
  ...Array.from(configSource.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g), (m) => m[1] as string),
  ...PRODUCTION_REQUIRED,
]);

interface Entry {
  name: string;
  value: string;
  commented: boolean;
}
const entries: Entry[] = readFileSync(join(repoRoot, '.env.example'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const m = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!m) return [];
    const value = (m[3] as string).replace(/^"(.*)"$/, '$1');
    return [{ name: m[2] as string, value, commented: m[1] !== undefined }];
  });
const listed = new Set(entries.map((e) => e.name));

describe('.env.example', () => {
  it('finds the variables of config.ts (the parser still matches its shape)', () => {
    expect(schemaBlock).toBeDefined();
    expect(readByConfig.size).toBeGreaterThan(50);
    expect(readByConfig).toContain('DATABASE_URL');
    expect(readByConfig).toContain('IVR_OFFLINE_TIMEOUT_MS');
  });

  it('lists every variable config.ts reads, once', () => {
    const missing = [...readByConfig].filter((name) => !listed.has(name));
    expect(missing, 'add these to .env.example with their defaults').toEqual([]);
    const names = entries.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('lists no variable config.ts does not read', () => {
    expect([...listed].filter((name) => !readByConfig.has(name))).toEqual([]);
  });

  it('sets the required production settings, uncommented', () => {
    for (const name of PRODUCTION_REQUIRED) {
      expect(entries.find((e) => e.name === name)?.commented, name).toBe(false);
    }
  });

  it('shows the real production default on every commented line', () => {
    const base = { NODE_ENV: 'production' };
    const defaults = loadConfig(base);
    const commented = entries.filter((e) => e.commented);
    expect(commented.length).toBeGreaterThan(40);
    for (const { name, value } of commented) {
      expect(loadConfig({ ...base, [name]: value }), `${name}=${value}`).toEqual(defaults);
    }
  });
});
