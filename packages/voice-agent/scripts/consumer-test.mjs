// Proves the package outside the workspace, as another team would use it (README "Trying it
// outside Kiwo"): builds and packs the tarball, installs it with plain npm into an empty project
// in the temp dir, type-checks the quick start, builds the page with Vite, starts the reference
// server, and drives the page in Chromium with a fake microphone: the VAD loads from the
// package's assets helper, a spoken turn is answered, a restart of the server shows
// "Reconnecting…" and the call goes on. Then the README's React quick start, pasted from
// README.md, is built with React and @vitejs/plugin-react and completes a spoken turn and a
// push-to-talk turn. Needs the npm registry (vite, typescript, react, socket.io and the package's
// dependencies), espeak-ng and Chromium. ~3–4 min: not part of `pnpm test`.
//   node scripts/consumer-test.mjs [--keep]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const keep = process.argv.includes('--keep');
const port = Number(process.env.CONSUMER_PORT ?? 3107);
const work = mkdtempSync(join(tmpdir(), 'kiwo-voice-consumer-'));
const app = join(work, 'app');
const step = (what) => console.log(`\n▶ ${what}`);
const sh = (cmd, args, cwd = app) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

let server;
let browser;
try {
  step('build and pack');
  const dist = join(work, 'dist');
  sh(process.execPath, [join(root, 'scripts/build.mjs'), dist], root);
  sh('npm', ['pack', '--pack-destination', work, '--ignore-scripts'], dist);
  const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tgz) throw new Error('npm pack made no tarball');

  step(`npm install ./${tgz} into an empty project`);
  cpSync(join(root, 'consumer'), app, { recursive: true });
  // The React page is the README's snippet, byte for byte.
  writeFileSync(join(app, 'react', 'VoiceCall.tsx'), readmeReactQuickStart());
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'voice-consumer', private: true, type: 'module' }, null, 2),
  );
  sh('npm', [
    'install',
    '--no-audit',
    '--no-fund',
    join(work, tgz),
    'socket.io@^4.8.0',
    'vite@~8.3.8',
    'typescript@~6.0.3',
    '@types/node@^20',
    'react@^19',
    'react-dom@^19',
    '@types/react@^19',
    '@types/react-dom@^19',
    '@vitejs/plugin-react@~6.3.0',
  ]);

  step('types resolve (tsc --noEmit over both quick starts, the Vite configs and the server)');
  sh('npx', ['tsc', '-p', '.']);

  step('vite build');
  sh('npx', ['vite', 'build', '--logLevel', 'warn']);
  const vadFiles = readdirSync(join(app, 'dist', 'vad')).sort();
  console.log(`dist/vad: ${vadFiles.join(', ')}`);
  step('vite build of the React quick start (react/, @vitejs/plugin-react)');
  sh('npx', ['vite', 'build', 'react', '--logLevel', 'warn']);

  step('reference server + Chromium with a fake microphone');
  const wav = join(work, 'question.wav');
  makeQuestionWav(wav);
  // Every /vad/ file the server sent (the worklet is fetched by the audio worklet, which the
  // page's network events do not show).
  const vadLoaded = new Set();
  const startServer = () => {
    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: app,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        const served = /^served (\/vad\/\S+)/.exec(line);
        if (served) vadLoaded.add(served[1]);
        else console.log(`  [server] ${line}`);
      }
    });
    return child;
  };
  server = startServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const page = await browser.newPage();
  // Observe (not replace) the answer's audio element: play, pause and end, with positions.
  await page.addInitScript(() => {
    const log = [];
    window.__media = log;
    const proto = HTMLMediaElement.prototype;
    const { play, pause } = proto;
    proto.play = function () {
      log.push({ type: 'play', at: this.currentTime });
      if (!this.__observed) {
        this.__observed = true;
        this.addEventListener('ended', () => log.push({ type: 'ended', at: this.currentTime }));
      }
      return play.call(this);
    };
    proto.pause = function () {
      if (!this.paused) log.push({ type: 'pause', at: this.currentTime });
      return pause.call(this);
    };
  });
  page.on('console', (m) => console.log(`  [page] ${m.text()}`));
  await waitFor(
    () =>
      page.goto(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      ),
    10_000,
  );
  await page.getByText('authenticated').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Start' }).click();
  const answer = page.getByText('ai: About "My goats are coughing"');
  await answer.waitFor({ timeout: 120_000 });
  console.log(`  VAD files fetched from the assets helper: ${[...vadLoaded].sort().join(', ')}`);
  for (const file of ['/vad/silero_vad_v5.onnx', '/vad/vad.worklet.bundle.min.js']) {
    if (!vadLoaded.has(file)) throw new Error(`${file} was not loaded from the assets helper`);
  }
  console.log('  ✓ a spoken turn was transcribed and answered');

  step('an "okay" spoken during the answer does not discard it');
  await page.getByText('user: Okay.').waitFor({ timeout: 60_000 });
  await waitFor(() => page.evaluate(() => window.__media.some((e) => e.type === 'ended')), 90_000);
  const media = await page.evaluate(() => window.__media);
  console.log(`  media: ${media.map((e) => `${e.type}@${e.at.toFixed(3)}`).join(' ')}`);
  const paused = media.findIndex((e) => e.type === 'pause' && e.at > 0);
  if (
    paused === -1 ||
    media[paused + 1]?.type !== 'play' ||
    // Resumed where it stopped: a seek in an MP3 lands on a frame boundary (26 ms) and the
    // position is read a moment apart by the player and by this log, so allow 0.1 s.
    media[paused + 1].at < media[paused].at - 0.1
  ) {
    throw new Error('the answer was not paused and resumed around the "okay"');
  }
  const aiLines = (await page.locator('#transcript li').allTextContents()).filter((l) =>
    l.startsWith('ai:'),
  );
  if (aiLines.length !== 1) throw new Error(`"okay" started a new turn: ${aiLines.join(' | ')}`);
  console.log(
    '  ✓ the answer paused at the "okay", resumed where it stopped and played to its end',
  );

  step('restart the server: "Reconnecting…", then the call goes on');
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await page.getByText('Reconnecting…').waitFor({ timeout: 10_000 });
  console.log('  ✓ the dialog says "Reconnecting…"');
  server = startServer();
  await page.getByText('Listening... Speak now').waitFor({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Type instead' }).fill('And the feed?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('ai: About "And the feed?": give them clean water too.').waitFor({
    timeout: 20_000,
  });
  const lines = await page.locator('#transcript li').allTextContents();
  if (!lines.some((l) => l.startsWith('ai: About "My goats'))) {
    throw new Error(`the transcript was lost over the restart: ${lines.join(' | ')}`);
  }
  console.log('  ✓ after the restart the call resumed with its transcript and context');
  await browser.close();

  step("the README's React quick start: a spoken turn, then a push-to-talk turn");
  const reactWav = join(work, 'react-question.wav');
  makeReactWav(reactWav);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${reactWav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const react = await browser.newPage({ viewport: { width: 360, height: 740 } });
  react.on('console', (m) => console.log(`  [react] ${m.text()}`));
  await react.goto(`http://127.0.0.1:${port}/react/`);
  await react
    .getByRole('status')
    .filter({ hasText: 'Session started' })
    .waitFor({ timeout: 15_000 });
  await react.getByRole('button', { name: 'Talk' }).click();
  await react.getByText('ai: About "My goats are coughing": keep').waitFor({ timeout: 120_000 });
  console.log('  ✓ React: a spoken turn was transcribed and answered');
  // A noisy place: switch to hold-to-talk while the answer plays, then hold Space over it.
  await react.getByRole('checkbox', { name: 'Hold to talk' }).check();
  await react.getByRole('status').filter({ hasText: 'Hold the button and speak' }).waitFor();
  const hold = react.getByRole('button', { name: 'Hold to talk' });
  await hold.focus();
  await react.keyboard.down(' ');
  const pressed = react.getByRole('button', { name: 'Release to send' });
  await pressed.waitFor({ timeout: 5_000 });
  if ((await pressed.getAttribute('aria-pressed')) !== 'true') {
    throw new Error('the held button is not aria-pressed');
  }
  await react.waitForTimeout(5_500); // ≥ 4 s of audio: the stand-in hears the question
  await react.keyboard.up(' ');
  const released = Date.now();
  await react
    .getByText('ai: About "My goats are coughing": give them clean water too.')
    .waitFor({ timeout: 20_000 });
  const ms = Date.now() - released;
  // The VAD path would wait 1.2 s of silence plus the 5 s merge pause before even sending.
  if (ms >= 5_000) throw new Error(`the push-to-talk answer took ${ms} ms after the release`);
  if ((await hold.getAttribute('aria-pressed')) !== 'false') {
    throw new Error('the released button is still aria-pressed');
  }
  console.log(`  ✓ React: a push-to-talk turn over the answer was answered ${ms} ms after release`);
  console.log(`\nconsumer test passed (${work}${keep ? ', kept' : ''})`);
} finally {
  await browser?.close();
  server?.kill('SIGKILL');
  if (!keep) rmSync(work, { recursive: true, force: true });
}

/** The tsx block under "## Quick start (React)" in README.md, exactly as written. */
function readmeReactQuickStart() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Quick start (React)\n')[1]?.split('\n## ')[0] ?? '';
  const code = /```tsx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code?.includes('export function VoiceCall')) {
    throw new Error('README.md has no React quick start exporting VoiceCall');
  }
  return code;
}

/** 6 s of silence (the model loads), the question, then quiet for the rest of the test. */
function makeReactWav(file) {
  const rate = 16_000;
  const pcm = Buffer.concat([
    Buffer.alloc(6 * rate * 2),
    espeak('My goats are coughing and they are not eating', 140, rate),
    Buffer.alloc(120 * rate * 2),
  ]);
  writeWav(file, pcm, rate);
}

async function waitFor(check, ms) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * 8 s of silence (the VAD model loads meanwhile), the question, 14 s of quiet (the answer
 * starts ~7 s after the question: VAD end, merge pause, reply), a slow "okay, okay" over the
 * answer (longer than the VAD's 800 ms minimum, so it is sent, not a misfire), then quiet.
 */
function makeQuestionWav(file) {
  const rate = 16_000;
  const pcm = Buffer.concat([
    Buffer.alloc(8 * rate * 2),
    espeak('My goats are coughing and they are not eating', 140, rate),
    Buffer.alloc(14 * rate * 2),
    espeak('okay, okay', 90, rate),
    Buffer.alloc(80 * rate * 2),
  ]);
  writeWav(file, pcm, rate);
}

/** espeak-ng saying `text`, as 16-bit mono PCM at `rate` (nearest-sample resampling). */
function espeak(text, wordsPerMinute, rate) {
  const raw = execFileSync('espeak-ng', [
    '-v',
    'en-us',
    '-s',
    String(wordsPerMinute),
    '--stdout',
    text,
  ]);
  const data = raw.subarray(raw.indexOf('data') + 8);
  const inRate = raw.readUInt32LE(24);
  const count = Math.floor(((data.length / 2) * rate) / inRate);
  const speech = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i++) {
    const src = Math.min(Math.floor((i * inRate) / rate), data.length / 2 - 1);
    speech.writeInt16LE(data.readInt16LE(src * 2), i * 2);
  }
  return speech;
}

function writeWav(file, pcm, rate) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  writeFileSync(file, Buffer.concat([header, pcm]));
}
