#!/usr/bin/env node
/**
 * The production build of the server (ADR 0022): esbuild bundles our TypeScript — this app and
 * the workspace packages it imports, which ship as TypeScript source — into plain ES modules that
 * `node` runs without a loader:
 *
 *   dist/server.js          the whole server (API, web app, voice service)   `node dist/server.js`
 *   dist/ivr-standalone.js  the voice service alone (IVR_PORT)           `node dist/ivr-standalone.js`
 *
 * npm packages the server depends on stay external (resolved from apps/server/node_modules at run
 * time): argon2 is native, PGlite loads its WASM and data files from its own folder, and the rest
 * run as their authors published them.
 *
 * Paths: source files find their files relative to themselves (`new URL('../../drizzle',
 * import.meta.url)` for migrations, the repository root for DATA_DIR and WEB_DIST). Bundled into
 * dist/, `import.meta.url` would name dist/server.js instead, so every `import.meta.url` in our own
 * sources is rewritten to the URL of the original source file, computed from the bundle's own URL
 * (`new URL('../src/db/client.ts', import.meta.url)`). The layout of the repository is therefore
 * what the compiled server needs: apps/server/{dist,drizzle}, apps/web/dist, node_modules.
 */
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const outdir = join(serverDir, 'dist');
const repoRoot = join(serverDir, '../..');
const pkg = JSON.parse(await readFile(join(serverDir, 'package.json'), 'utf8'));

/** npm dependencies of the server (not `workspace:` ones): left to node's resolution at run time. */
const external = new Set(
  Object.entries(pkg.dependencies ?? {})
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name),
);
const builtins = new Set(builtinModules);
const packageName = (specifier) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? specifier);

/** @type {import('esbuild').Plugin} */
const externals = {
  name: 'kiwo-externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) {
        return { path: args.path, external: true };
      }
      if (external.has(packageName(args.path))) return { path: args.path, external: true };
      // Workspace packages and their own dependencies are bundled.
      return undefined;
    });
  },
};

/** @type {import('esbuild').Plugin} */
const sourceRelativeUrls = {
  name: 'kiwo-source-relative-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      const contents = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: {
    server: join(serverDir, 'src/server.ts'),
    'ivr-standalone': join(serverDir, 'src/ivr/standalone.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Bundled CommonJS (a workspace package's dependency) may call require(): give it node's.
  banner: {
    js: "import { createRequire as __kiwoCreateRequire } from 'node:module'; const require = __kiwoCreateRequire(import.meta.url);",
  },
  plugins: [externals, sourceRelativeUrls],
  metafile: true,
  logLevel: 'warning',
});
const outputs = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(
    ([file, { bytes }]) =>
      `${relative(repoRoot, join(repoRoot, file))} ${(bytes / 1024).toFixed(0)} KiB`,
  );
console.log(`server build: ${outputs.join(', ')} in ${Date.now() - started} ms`);
