#!/usr/bin/env node
/**
 * Generated files must match their sources: runs each generator and fails when it changed a
 * committed file (the file is left regenerated, so committing it fixes the check). The files
 * are marked `linguist-generated` in .gitattributes so reviews fold them away.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const locales = join(root, 'packages/i18n/src/locales');
const generated = readdirSync(locales)
  .filter((name) => /^i18n-.*\.ts$/.test(name))
  .map((name) => join(locales, name));

const before = new Map(generated.map((file) => [file, readFileSync(file, 'utf8')]));
execFileSync('pnpm', ['--filter', '@kiwo/i18n', 'i18n:generate'], { cwd: root, stdio: 'ignore' });
const stale = generated.filter((file) => readFileSync(file, 'utf8') !== before.get(file));
if (stale.length) {
  console.error(
    `Generated files were stale (now regenerated — commit them):\n  ${stale.map((f) => f.slice(root.length)).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`generated: ${generated.length} file(s) match their sources`);
