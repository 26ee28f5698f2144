import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/lock';

const root = mkdtempSync(join(tmpdir(), 'kiwo-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite data directory lock', () => {
  it('lets one process hold a data directory at a time', () => {
    const dir = join(root, 'a');
    const release = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    // Simulate another live process (our parent) holding it.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+; stop it or set DATA_DIR/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a crashed process', () => {
    const dir = join(root, 'b');
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataDir(dir);
    release();
    release(); // idempotent
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
