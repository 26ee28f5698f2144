// Builds the publishable package into dist/ (ADR 0057, docs/adr/0057-voice-agent-publishes-from-dist.md):
// tsc emits ESM JavaScript, .d.ts and source maps (sources inlined, so no TypeScript ships);
// then dist/ gets its own package.json whose exports point at the built files, plus the README,
// CHANGELOG and the repository's LICENSE. `npm pack ./dist` makes the tarball. Inside the
// workspace the package keeps exporting its TypeScript source.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/build.mjs [outDir]`: dist/ by default (the pack test builds into a temp dir).
const dist = process.argv[2] ?? join(root, 'dist');
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', dist],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

/** Subpath → built module, without extension. */
const ENTRIES = {
  '.': 'index',
  './react': 'react/index',
  './protocol': 'protocol',
  './noise': 'noise',
  './server': 'server/index',
  './server/core': 'server/core',
  './vite': 'vite',
};

const source = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const {
  private: _private,
  devDependencies: _dev,
  scripts: _scripts,
  exports: _exports,
  ...rest
} = source;
const manifest = {
  ...rest,
  main: './index.js',
  types: './index.d.ts',
  exports: Object.fromEntries([
    ...Object.entries(ENTRIES).map(([subpath, file]) => [
      subpath,
      { types: `./${file}.d.ts`, import: `./${file}.js` },
    ]),
    ['./package.json', './package.json'],
  ]),
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(root, 'README.md'), join(dist, 'README.md'));
copyFileSync(join(root, 'CHANGELOG.md'), join(dist, 'CHANGELOG.md'));
copyFileSync(join(root, '..', '..', 'LICENSE'), join(dist, 'LICENSE'));
console.log(`built ${manifest.name}@${manifest.version} into ${dist}`);
