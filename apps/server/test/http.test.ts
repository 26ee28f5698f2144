import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { installGracefulShutdown } from '../src/lifecycle';
import { testConfig } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
let dataDir: string;

beforeAll(async () => {
  testDb = await openTestDb();
  dataDir = await mkdtemp(join(tmpdir(), 'kiwo-http-'));
});
afterAll(async () => {
  await testDb?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A fresh TCP connection every time (no keep-alive pool), resolving to the status or 'refused'. */
function get(url: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('refused'));
    req.end();
  });
}

describe(`real HTTP (${testDriver})`, () => {
  it('serves over a real socket and shuts down gracefully', async () => {
    // The app owns its database here, exactly as server.ts runs it.
    const env: Record<string, string> = testDb.url
      ? { DATABASE_URL: testDb.url }
      : { DATA_DIR: dataDir };
    const app: App = await buildApp(testConfig(env), { logger: false });

    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Test-only slow route: it holds the request open until the test says so, then uses the DB.
    app.get('/api/test/slow', async () => {
      entered();
      await released;
      await app.dbHandle.ping();
      return { done: true };
    });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const exits: number[] = [];
    const sigtermBefore = process.listenerCount('SIGTERM');
    const lifecycle = installGracefulShutdown(app, {
      timeoutMs: 10_000,
      exit: (c) => exits.push(c),
    });
    try {
      expect(process.listenerCount('SIGTERM')).toBe(sigtermBefore + 1);

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ success: true, message: 'ok', data: { status: 'ok' } });

      const slow = fetch(`${base}/api/test/slow`);
      await inHandler;
      const closing = lifecycle.shutdown('SIGTERM');

      // New connections are turned away while the in-flight request is still running.
      expect(await get(`${base}/api/health`)).toBe('refused');
      expect(exits).toEqual([]);

      release();
      const res = await slow;
      expect(res.status).toBe(200);
      // The client is told to drop its keep-alive connection, so close() need not wait for it.
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toEqual({ done: true });

      await closing;
      expect(exits).toEqual([0]);
      // onClose ran after the request finished: the database is closed now.
      await expect(app.dbHandle.ping()).rejects.toThrow();
    } finally {
      lifecycle.uninstall();
      await app.close();
    }
    expect(process.listenerCount('SIGTERM')).toBe(sigtermBefore);
  });
});
