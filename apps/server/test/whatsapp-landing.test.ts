import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb } from './helpers/db';
import { WA, whatsappEnv } from './helpers/whatsapp';

/*
 * "Chat with Us" on the prerendered landing page opens the support number the web build knows;
 * with the chatbot configured (WHATSAPP_BUSINESS_NUMBER) the server points it at the bot.
 */
const SUPPORT = '2348000000000';
const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><body><a href="https://wa.me/${SUPPORT}?text=Hello%20Kiwo">WhatsApp</a>` +
  `<footer><a href="https://wa.me/${SUPPORT}?text=Hi">Chat</a></footer></body></html>${' '.repeat(2048)}`;

let testDb: TestDb;
let dist: string;

beforeAll(async () => {
  testDb = await openTestDb();
  dist = await mkdtemp(join(tmpdir(), 'kiwo-wa-landing-'));
  await mkdir(join(dist, 'landing'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Kiwo app</title>');
  for (const lang of ['en', 'ha']) {
    await writeFile(join(dist, 'landing', `${lang}.html`), page(lang));
    await writeFile(join(dist, 'landing', `${lang}.html.br`), brotliCompressSync(page(lang)));
  }
});
afterAll(async () => {
  await testDb?.close();
  await rm(dist, { recursive: true, force: true });
});

const links = (html: string) => [...html.matchAll(/https:\/\/wa\.me\/(\d+)/g)].map((m) => m[1]);

describe('the landing page’s WhatsApp links', () => {
  it('keep the support number when the chatbot is not configured', async () => {
    const app = await testApp({ db: testDb.handle }, { WEB_DIST: dist });
    try {
      const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(links(res.body)).toEqual([SUPPORT, SUPPORT]);
      // The web app's "Chat with Us" asks the server: no bot, so it keeps the support number.
      const number = await app.inject({ url: '/api/whatsapp/number' });
      expect(number.statusCode).toBe(200);
      expect(JSON.parse(number.body).data).toEqual({ number: null });
    } finally {
      await app.close();
    }
  });

  it('point at the bot’s number when it is, in every encoding and language', async () => {
    const app = await testApp(
      { db: testDb.handle },
      { WEB_DIST: dist, ...whatsappEnv({ url: 'http://127.0.0.1:9' }) },
    );
    try {
      const plain = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(plain.headers['content-type']).toMatch(/^text\/html/);
      expect(links(plain.body)).toEqual([WA.businessNumber, WA.businessNumber]);
      expect(plain.body).toContain(`https://wa.me/${WA.businessNumber}?text=Hello%20Kiwo`);
      // The web app's "Chat with Us" gets the same number at run time, without a rebuild.
      const number = await app.inject({ url: '/api/whatsapp/number' });
      expect(JSON.parse(number.body).data).toEqual({ number: WA.businessNumber });
      expect(number.headers['cache-control']).toBe('public, max-age=300');
      const br = await app.inject({
        url: '/?lang=ha',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/cookie/);
      const html = brotliDecompressSync(br.rawPayload).toString('utf8');
      expect(html).toContain('lang="ha"');
      expect(links(html)).toEqual([WA.businessNumber, WA.businessNumber]);
      const gz = await app.inject({
        url: '/',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(links(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual([
        WA.businessNumber,
        WA.businessNumber,
      ]);
    } finally {
      await app.close();
    }
  });
});
