import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as } from './helpers/farm';

/**
 * The chat routes configured with LLM_BASE_URL: a local server speaking /chat/completions
 * streams the answer; when it fails, the offline advisor answers instead.
 */
let mode: 'stream' | 'down' = 'stream';
const prompts: string[] = [];
const offeredTools: string[][] = [];
const model = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const body = JSON.parse(raw) as {
      messages: { role: string; content: string }[];
      tools?: { function: { name: string } }[];
    };
    prompts.push(body.messages[0]?.content ?? '');
    offeredTools.push((body.tools ?? []).map((t) => t.function.name));
    if (mode === 'down') {
      res.writeHead(502).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of ['Isolate the sick birds ', 'and call a vet today.']) {
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  });
});

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  const port = (model.address() as AddressInfo).port;
  testDb = await openTestDb();
  app = await testApp(
    { db: testDb.handle },
    {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '2000',
    },
  );
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  await new Promise<void>((r) => model.close(() => r()));
});

describe(`chat with an OpenAI-compatible model (${testDriver})`, () => {
  it('answers with the model’s streamed text, the farm figures offered as a tool, and no sources', async () => {
    const session = await signUp(app, { firstName: 'Halima', language: 'hausa' });
    const res = await as(app, session).post('/api/whatsapp/chat', {
      message: 'Kajina suna atishawa',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      response: 'Isolate the sick birds and call a vet today.',
      sources: [],
    });
    const prompt = prompts.at(-1) ?? '';
    expect(prompt).toContain('Farmer: Halima (farmer), Kaduna State.');
    expect(prompt).toContain('Answer in Hausa');
    // The question's language, not the profile's, decides (ADR 0047).
    await as(app, session).post('/api/whatsapp/chat', { message: 'My birds are sneezing' });
    expect(prompts.at(-1) ?? '').toContain('Answer in English');
    // The figures are a tool call away, not pasted in (ADR 0054).
    expect(prompt).toContain('call get_farm_figures');
    expect(prompt).not.toContain('Animals alive now');
    expect(offeredTools.at(-1)).toEqual(['get_farm_figures']);
    const history = await as(app, session).get('/api/whatsapp/chat');
    expect(history.body.data).toHaveLength(4);
  });

  it('falls back to the offline advisor when the model is down', async () => {
    mode = 'down';
    const session = await signUp(app);
    const res = await as(app, session).post('/api/whatsapp/chat', {
      message: 'My broilers are coughing and dying',
      language: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.response).toMatch(/emergency: call a vet/);
    expect(res.body.data.sources.length).toBeGreaterThan(0);
  });
});
