import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

/** The prerendered landing page (ADR 0014): one file per language, picked per request. */
const BOOT = 'document.documentElement.dataset.booted="1";';
const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><script>${BOOT}</script></head>` +
  `<body><h1>${lang}</h1><script type="application/json" id="landing-strings">{"locale":"${lang}"}</script></body></html>`;
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
const html = { accept: 'text/html' };

let testDb: TestDb;
let dist: string;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  dist = await mkdtemp(join(tmpdir(), 'kiwo-landing-'));
  await mkdir(join(dist, 'landing'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Kiwo app</title>');
  for (const lang of ['en', 'ha', 'yo', 'ig']) {
    // Big enough for the pre-compressed sibling to matter.
    const body = page(lang) + ' '.repeat(2048);
    await writeFile(join(dist, 'landing', `${lang}.html`), body);
    await writeFile(join(dist, 'landing', `${lang}.html.br`), brotliCompressSync(body));
  }
  app = await testApp({ db: testDb.handle }, { WEB_DIST: dist });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...html, ...headers } });

describe(`prerendered landing page (${testDriver})`, () => {
  it('serves English at / by default, revalidated, varying on the cookie', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('picks the language from ?lang=, then the language cookie, else English', async () => {
    expect((await get('/', { cookie: 'theme=dark; language=ha' })).body).toContain('lang="ha"');
    expect((await get('/?lang=yo', { cookie: 'language=ha' })).body).toContain('lang="yo"');
    expect((await get('/?lang=ig')).body).toContain('lang="ig"');
    // Unknown values are ignored, never an error.
    expect((await get('/?lang=fr', { cookie: 'language=ha' })).body).toContain('lang="ha"');
    expect((await get('/', { cookie: 'language=../index' })).body).toContain('lang="en"');
    expect((await get('/?lang[]=ha')).body).toContain('lang="en"');
  });

  it('allows exactly its inline script by hash in the CSP, never inline scripts in general', async () => {
    const res = await get('/');
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(BOOT_HASH);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Only the one script: the JSON data block is not a script and gets no hash.
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(1);
    // Other pages keep the plain policy.
    const app404 = await get('/login');
    expect(String(app404.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('sends the brotli sibling when the browser accepts it', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, br', cookie: 'language=yo' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('lang="yo"');
  });

  it('answers HEAD and leaves the app routes to index.html', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/', headers: html });
    expect(head.statusCode).toBe(200);
    const route = await get('/farmer/dashboard');
    expect(route.body).toContain('Kiwo app');
  });
});
