import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

/**
 * The build writes .br/.gz siblings (scripts/compress-dist.mjs); the server must send them to
 * browsers that accept them, with the original type, and the plain file to those that do not.
 */
const WASM = Buffer.from('\0asm'.repeat(2048));
let testDb: TestDb;
let dist: string;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  dist = await mkdtemp(join(tmpdir(), 'kiwo-web-br-'));
  await mkdir(join(dist, 'vad'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Kiwo</title>');
  await writeFile(join(dist, 'vad', 'ort.wasm'), WASM);
  await writeFile(join(dist, 'vad', 'ort.wasm.br'), brotliCompressSync(WASM));
  await writeFile(join(dist, 'vad', 'ort.wasm.gz'), gzipSync(WASM));
  app = await testApp({ db: testDb.handle }, { WEB_DIST: dist });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  await rm(dist, { recursive: true, force: true });
});

describe(`pre-compressed web files (${testDriver})`, () => {
  const get = (encoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/vad/ort.wasm',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the brotli sibling to a browser that accepts br', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).equals(WASM)).toBe(true);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).equals(WASM)).toBe(true);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const res = await get();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(WASM)).toBe(true);
  });
});
