#!/usr/bin/env node
// Builds Storybook, serves the static build on a free local port, runs every story (play
// function + axe in light and dark, then screenshots compared with packages/ui/visual/, ADR 0036)
// with @storybook/test-runner on Debian's Chromium, and exits non-zero if a story or a screenshot
// failed. Works with CI=true and without a TTY.
//
//   node scripts/test-stories.mjs               build, serve, test
//   node scripts/test-stories.mjs --skip-build  reuse ./storybook-static
//   node scripts/test-stories.mjs --update      rewrite the baselines that differ (or are missing);
//       VISUAL_UPDATE=1 does the same. Commit the PNGs after looking at them.
//   node scripts/test-stories.mjs -- --shard 1/2   extra arguments go to test-storybook
//   node scripts/test-stories.mjs -- /tmp/me-stories.json Forms/Select Overlays/Menu
//       a `.json` argument is the report file; other words are story titles (or parts of them),
//       turned into the names of the test files the runner generates (forms-select.test.js)
//   STORYBOOK_STATIC_DIR=/tmp/me-sb node scripts/test-stories.mjs …   build and serve a private
//       copy, so engineers working at once do not overwrite each other's storybook-static
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const argv = process.argv.slice(2);
const skipBuild = argv.includes('--skip-build');
const update = argv.includes('--update') || process.env.VISUAL_UPDATE === '1';
const rest = argv.filter((arg) => !['--skip-build', '--update', '--'].includes(arg));
// test-storybook options followed by a value, which is never a title or a report path.
const takesValue = new Set([
  '--shard',
  '--maxWorkers',
  '-w',
  '--url',
  '--config-dir',
  '-c',
  '--browsers',
  '--testTimeout',
  '--includeTags',
  '--excludeTags',
  '--skipTags',
]);
let reportFile = join('.reports', 'stories.json');
const passThrough = [];
const patterns = [];
for (const [i, arg] of rest.entries()) {
  if (arg.startsWith('-') || takesValue.has(rest[i - 1] ?? '')) passThrough.push(arg);
  else if (arg.endsWith('.json')) reportFile = arg;
  // Jest matches file paths, and the runner names each file after the story id's title part
  // (Storybook's sanitize: lower case, every other run of characters a dash): "Forms/Select"
  // as given would match nothing.
  else
    patterns.push(
      arg
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    );
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.on('error', (error) => {
      console.error(`[test-stories] could not start ${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A tiny static file server for storybook-static on 127.0.0.1 and a free port. */
function serve(dir) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file = normalize(join(dir, decodeURIComponent(pathname)));
    if (file !== dir && !file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolvePromise(server));
  });
}

if (!skipBuild || !existsSync(join(staticDir, 'index.json'))) {
  console.error('[test-stories] building Storybook…');
  const code = await run(bin('storybook'), ['build', '-o', staticDir, '--quiet'], {
    STORYBOOK_DISABLE_TELEMETRY: '1',
  });
  if (code !== 0) {
    console.error(`[test-stories] storybook build failed (exit ${code})`);
    process.exit(code);
  }
  console.error(`[test-stories] built in ${seconds()}`);
}

const server = await serve(staticDir);
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
console.error(`[test-stories] serving storybook-static at ${url}`);

const reportPath = resolve(root, reportFile);
mkdirSync(dirname(reportPath), { recursive: true });
// Screenshots (ADR 0036): baselines in the repository, this run's pictures and diffs next to the
// report, one results file per story written by .storybook/visual.ts.
const baselines = join(root, 'packages', 'ui', 'visual');
const visualOut = join(dirname(reportPath), 'visual');
const visualResults = join(visualOut, '.results');
rmSync(visualOut, { recursive: true, force: true });
mkdirSync(visualResults, { recursive: true });
const runnerCode = await run(
  bin('test-storybook'),
  // test-storybook declares --outputFile as a flag without a value and appends positional
  // arguments after all options it forwards to Jest, so the report path only lands right
  // after --outputFile when that flag comes last.
  // --index-json: test exactly the stories of this build (storybook-static/index.json), not
  // whatever story files happen to be on disk while someone is still editing them.
  [
    ...passThrough,
    '--index-json',
    '--url',
    url,
    '--maxWorkers',
    '2',
    '--json',
    '--outputFile',
    reportFile,
    // Jest takes the first positional argument as --outputFile's value and the rest as path
    // patterns, so the patterns must come after the report path.
    ...patterns,
  ],
  {
    CI: process.env.CI ?? 'true',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    KIWO_VISUAL_BASELINES: baselines,
    KIWO_VISUAL_OUT: visualOut,
    KIWO_VISUAL_RESULTS: visualResults,
    KIWO_VISUAL_UPDATE: update ? '1' : '0',
  },
);

server.closeAllConnections();
await new Promise((resolvePromise) => server.close(resolvePromise));

/** The screenshot comparisons as tests of this stage, added to the runner's JSON report. */
function tallyVisuals() {
  const files = readdirSync(visualResults)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(visualResults, file), 'utf8')));
  const ms = files.reduce((sum, file) => sum + file.ms, 0);
  console.error(
    `[visual] screenshots and comparisons took ${(ms / 1000).toFixed(1)} s of worker time`,
  );
  const results = files.flatMap((file) => file.results);
  // A full run also checks that every baseline still belongs to a story that was photographed:
  // a removed or renamed story must take its pictures with it.
  const full = patterns.length === 0 && !passThrough.some((arg) => arg.startsWith('--shard'));
  if (full && existsSync(baselines)) {
    // Every story of this build, photographed or not (a failed play function skips the pictures).
    const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
    const stories = new Set(
      Object.values(index.entries)
        .filter((entry) => entry.type === 'story')
        .map((entry) => entry.id),
    );
    const stale = readdirSync(baselines, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.png'))
      .filter((file) => {
        const [titleId, base] = file.split(sep);
        return !stories.has(`${titleId}--${base.split('.')[0]}`);
      });
    if (update) for (const file of stale) rmSync(join(baselines, file));
    results.push({
      storyId: '',
      title: 'Visual baselines',
      name: 'every baseline belongs to a story',
      variant: 'all',
      status: stale.length === 0 || update ? 'passed' : 'failed',
      message:
        stale.length === 0
          ? undefined
          : `${update ? 'removed' : 'no story for'} ${stale.join(', ')}${update ? '' : '; run `pnpm test:stories --update`'}`,
    });
  }
  return results;
}

const visuals = existsSync(visualResults) ? tallyVisuals() : [];
const visualFailed = visuals.filter((r) => r.status === 'failed');
for (const r of visuals)
  if (r.message && r.status === 'passed') console.error(`[visual] ${r.message}`);
for (const r of visualFailed) console.error(`[visual] FAILED ${r.message}`);
console.error(
  `[visual] ${visuals.length - visualFailed.length} passed, ${visualFailed.length} failed` +
    (visualFailed.length ? `; pictures in ${relative(root, visualOut)}/` : ''),
);

// Merge into the runner's report so scripts/test-all.mjs counts every comparison as a test.
if (existsSync(reportPath) && visuals.length > 0) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  report.numTotalTests += visuals.length;
  report.numPassedTests += visuals.length - visualFailed.length;
  report.numFailedTests += visualFailed.length;
  report.numTotalTestSuites += 1;
  if (visualFailed.length) report.numFailedTestSuites += 1;
  else report.numPassedTestSuites += 1;
  report.success = report.success && visualFailed.length === 0;
  report.testResults.push({
    name: baselines,
    status: visualFailed.length ? 'failed' : 'passed',
    message: visualFailed.map((r) => r.message).join('\n'),
    assertionResults: visuals.map((r) => ({
      ancestorTitles: [r.title, r.name],
      title: r.variant,
      fullName: `${r.title} ${r.name} ${r.variant}`,
      status: r.status,
      failureMessages: r.status === 'failed' ? [r.message] : [],
    })),
  });
  writeFileSync(reportPath, JSON.stringify(report));
}

const code = runnerCode !== 0 ? runnerCode : visualFailed.length > 0 ? 1 : 0;
console.error(
  `[test-stories] ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds()}; report: ${reportFile}`,
);
process.exit(code);
