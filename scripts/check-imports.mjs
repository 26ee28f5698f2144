#!/usr/bin/env node
/**
 * The import rules lint checks (DESIGN §1, ADR 0032, ADR 0034). Exits 1 with one line per
 * offending import.
 *
 * 1. No relative imports across packages: a file in packages/<a> or apps/<a> reaches another
 *    workspace package only by its name (`@kiwo/domain`), never by a path such as
 *    `../../packages/domain/src/user`, which skips the package's entry point and its layering
 *    rule. Files outside packages/ and apps/ (e2e/, bench/, scripts/) are the repository's own
 *    tools and may import the apps' sources.
 * 2. The server's layers (ADR 0032): in apps/server/src a file imports only its own layer or a
 *    lower one (`SERVER_LAYERS`), and another area (`modules/<area>/`, `advisor/`, `ivr/`) only
 *    through that area's `index.ts`. Table files import each other, never `db/schema.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// Static imports and exports, dynamic import(), and `typeof import('…')` types.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;

const SERVER_SRC = 'apps/server/src/';
/**
 * apps/server/src, lowest first (DESIGN §1 `lib → db → modules → plugins/app`): the shared
 * helpers and settings; the database; the services areas use (outbound messages, the AI
 * advisor); the product areas; the app that wires them (Fastify plugins, the IVR service, the
 * entry points). A path not listed here fails until it is given a layer.
 */
const SERVER_LAYERS = [
  ['lib/', 'config.ts', 'logger.ts', 'secrets.ts'],
  ['db/'],
  ['messaging/', 'advisor/'],
  ['modules/'],
  ['plugins/', 'ivr/', 'app.ts', 'server.ts', 'lifecycle.ts'],
];
/** Folders another folder uses only through their `index.ts`. */
const SERVER_AREA = /^(modules\/[^/]+|advisor|ivr)\//;

const layerOf = (path) =>
  SERVER_LAYERS.findIndex((layer) =>
    layer.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p)),
  );

/** The source file a relative specifier names: `x` or `x.js` → x.ts, or x/index.ts for a folder. */
function sourceOf(path) {
  const candidates = [path, `${path}.ts`, path.replace(/\.js$/, '.ts'), join(path, 'index.ts')];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return path;
}

/** What is wrong with `from` (a path under apps/server/src) importing `to`, or null. */
function serverProblem(from, to) {
  if (to.startsWith('../')) return null; // the server's own drizzle/, package.json, …
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (fromLayer < 0) return `${from} is in no layer of SERVER_LAYERS`;
  if (toLayer < 0) return `${to} is in no layer of SERVER_LAYERS`;
  if (toLayer > fromLayer) {
    const names = (layer) => SERVER_LAYERS[layer].join(' ');
    return `a file of (${names(fromLayer)}) may not import the higher layer (${names(toLayer)})`;
  }
  const fromArea = SERVER_AREA.exec(from)?.[1];
  const toArea = SERVER_AREA.exec(to)?.[1];
  if (toArea && toArea !== fromArea && to !== `${toArea}/index.ts`) {
    return `another area's internals: import ${toArea}/index.ts`;
  }
  if (from.startsWith('db/tables/') && to === 'db/schema.ts') {
    return 'a table file imports the other table files, never schema.ts (a cycle)';
  }
  return null;
}

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
let serverFiles = 0;
for (const file of files) {
  const path = join(root, file);
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const own = workspaceOf(path);
  const server = file.startsWith(SERVER_SRC) && file.endsWith('.ts');
  if (server) serverFiles++;
  for (const match of text.matchAll(SPECIFIER)) {
    const resolved = resolve(dirname(path), match[2]);
    const target = workspaceOf(resolved);
    const line = text.slice(0, match.index).split('\n').length;
    if (target && target !== own) {
      problems.push(
        `${file}:${line}: '${match[2]}' reaches into ${target}; import it by its package name`,
      );
    } else if (server) {
      const from = file.slice(SERVER_SRC.length);
      const to = relative(join(root, SERVER_SRC), sourceOf(resolved)).split(sep).join(posix.sep);
      const problem = serverProblem(from, to);
      if (problem) problems.push(`${file}:${line}: '${match[2]}': ${problem}`);
    }
  }
}

// The scan itself can break silently (a moved folder, a changed pattern): it must see the server.
if (serverFiles < 100)
  problems.push(`only ${serverFiles} files under ${SERVER_SRC}: is the scan broken?`);

if (problems.length > 0) {
  console.error(`Imports that break the layering (DESIGN §1, ADR 0032):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `check-imports: ${files.length} files, no relative import across packages; ` +
    `${serverFiles} server files keep their layers and areas`,
);
