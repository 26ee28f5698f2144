import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { json, testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

const INDEX = '<!doctype html><title>Kiwo</title><div id="root"></div>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let testDb: TestDb;
let dist: string;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  dist = await mkdtemp(join(tmpdir(), 'kiwo-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-B4xq9Zk1.js'), 'console.log(1)');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, '.env'), 'SECRET=1');
  app = await testApp({ db: testDb.handle }, { WEB_DIST: dist });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  await rm(dist, { recursive: true, force: true });
});

describe(`web app serving (${testDriver})`, () => {
  it('serves index.html at / with revalidation', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('caches fingerprinted assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-B4xq9Zk1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it.each(['/farmer/dashboard', '/admin/farmers/42?tab=pens', '/login'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    },
  );

  it('does not fall back for API routes, missing files, non-HTML or non-GET requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(json(api)).toMatchObject({ success: false, error: 'Not found' });

    const asset = await app.inject({ method: 'GET', url: '/assets/missing-abc.js', headers: html });
    expect(asset.statusCode).toBe(404);

    const jsonOnly = await app.inject({
      method: 'GET',
      url: '/farmer/dashboard',
      headers: { accept: 'application/json' },
    });
    expect(jsonOnly.statusCode).toBe(404);

    const post = await app.inject({ method: 'POST', url: '/farmer/dashboard', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('never serves dotfiles', async () => {
    const res = await app.inject({ method: 'GET', url: '/.env' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SECRET');
  });

  it('tells the developer to run pnpm build when the web app is missing', async () => {
    const bare = await testApp({ db: testDb.handle }, { WEB_DIST: join(dist, 'nowhere') });
    try {
      for (const url of ['/', '/farmer/dashboard']) {
        const res = await bare.inject({ method: 'GET', url, headers: html });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toContain('pnpm build');
      }
      const api = await bare.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
