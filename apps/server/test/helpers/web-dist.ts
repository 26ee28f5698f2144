import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built web app of two files in a temporary directory, so the static routes register exactly
 * as in production (tests otherwise run without a web build). `remove()` in afterAll.
 */
export function tinyWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'kiwo-test-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kiwo</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
