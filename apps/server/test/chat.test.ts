import { addDays, calendarDay } from '@kiwo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advisor } from '../src/advisor';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, farmFixture, farmWorld, type World } from './helpers/farm';

const SPEC_ERROR = "I'm sorry, I encountered an error. Please try again.";
const T = calendarDay(new Date()) as string;

let testDb: TestDb;
let app: App;
let w: World;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** Parses a text/event-stream body into its events. */
const events = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
      return { event, data };
    });

describe(`AI farming assistant routes (${testDriver})`, () => {
  it('refuses every chat route without a session, and admin stats to non-admins', async () => {
    const anon = w.anonymous.api;
    expect((await anon.post('/api/whatsapp/chat', { message: 'hi' })).status).toBe(401);
    expect((await anon.post('/api/whatsapp/chat/stream', { message: 'hi' })).status).toBe(401);
    expect((await anon.get('/api/whatsapp/chat')).status).toBe(401);
    expect(
      (await anon.post('/api/whatsapp/feedback', { messageId: 'x', feedbackType: null })).status,
    ).toBe(401);
    expect((await anon.get('/api/admin/chat-feedback')).status).toBe(401);
    expect((await w.farmerA.api.get('/api/admin/chat-feedback')).status).toBe(403);
    expect((await w.agentA.api.get('/api/admin/chat-feedback')).status).toBe(403);
  });

  it('answers from the farm’s own records, ignoring the client’s placeholder context', async () => {
    const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 200);
    for (const [offset, mortality] of [
      [-2, 3],
      [-1, 4],
      [0, 5],
    ] as const) {
      const res = await w.farmerA.api.put(
        `/api/sections/${sectionId}/records/${addDays(T, offset)}`,
        {
          mortality,
          feedAmount: 20,
        },
      );
      expect(res.status).toBe(201);
    }
    const res = await w.farmerA.api.post('/api/whatsapp/chat', {
      message: 'My broilers are coughing and dying, what should I do?',
      conversationHistory: [{ role: 'user', content: 'ignored' }],
      farmContext: { totalAnimals: 100, totalBatches: 5, recentActivity: 'placeholder' },
    });
    expect(res.status).toBe(200);
    const { response, messageId, userMessageId, sources } = res.body.data;
    expect(response).toMatch(/call a vet/);
    // 200 birds placed, 12 deaths: 6 %, the dashboard's rate (ADR 0040).
    expect(response).toContain('12 deaths in the last 30 days');
    expect(response).toContain('Your mortality rate is 6%');
    expect(response).toContain('Newcastle disease');
    expect(response).toMatch(/\n\nSources: .*ACIAR/);
    expect(sources.length).toBeGreaterThan(0);
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(userMessageId).not.toBe(messageId);
  });

  it('keeps each user’s history to themselves, oldest first, question before answer', async () => {
    const api = w.farmerB.api;
    for (const message of [
      'Hello',
      'How do I know if my goats have worms?',
      'What should I feed my pigs?',
    ]) {
      expect((await api.post('/api/whatsapp/chat', { message })).status).toBe(200);
    }
    const history = (await api.get('/api/whatsapp/chat')).body.data as Record<string, unknown>[];
    expect(history.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(history[0]).toMatchObject({ content: 'Hello', feedback: null });
    expect(history[2]?.content).toBe('How do I know if my goats have worms?');
    expect(String(history[3]?.content)).toContain('Worms in goats and sheep');
    const times = history.map((m) => Date.parse(String(m.createdAt)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const other = (await w.agentB.api.get('/api/whatsapp/chat')).body.data;
    expect(other).toEqual([]);
  });

  it('refuses blank and over-long messages with a clear 400, storing nothing', async () => {
    const api = w.agentA.api;
    for (const message of ['', '    ']) {
      const res = await api.post('/api/whatsapp/chat', { message });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please type a message');
    }
    const long = await api.post('/api/whatsapp/chat', { message: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Your message is too long: 2000 characters at most');
    expect((await api.post('/api/whatsapp/chat', {})).status).toBe(400);
    expect((await api.get('/api/whatsapp/chat')).body.data).toEqual([]);
    const edge = await api.post('/api/whatsapp/chat', { message: `${'goat '.repeat(400)}`.trim() });
    expect(edge.status).toBe(200);
  });

  it('saves like / dislike / cleared on the user’s own assistant messages only', async () => {
    const mine = (await w.farmerA.api.get('/api/whatsapp/chat')).body.data as Record<
      string,
      string
    >[];
    const answer = mine.find((m) => m.role === 'assistant')?.messageId as string;
    const question = mine.find((m) => m.role === 'user')?.messageId as string;
    const rate = (api = w.farmerA.api, messageId = answer, feedbackType: unknown = 'like') =>
      api.post('/api/whatsapp/feedback', { messageId, feedbackType });

    expect((await rate()).body.data).toEqual({ messageId: answer, feedback: 'like' });
    expect((await rate(w.farmerA.api, answer, 'dislike')).body.data.feedback).toBe('dislike');
    const cleared = await rate(w.farmerA.api, answer, null);
    expect([cleared.status, cleared.body.data.feedback]).toEqual([200, null]);
    expect((await rate(w.farmerA.api, answer, 'love')).status).toBe(400);

    for (const [api, id] of [
      [w.farmerB.api, answer], // someone else's answer
      [w.farmerA.api, question], // a user line cannot be rated
      [w.farmerA.api, '00000000-0000-4000-8000-000000000000'],
      [w.farmerA.api, 'not-a-uuid'],
    ] as const) {
      const res = await rate(api, id);
      expect(res.status, id).toBe(404);
      expect(res.body.error).toBe('Message not found');
    }
    const after = (await w.farmerA.api.get('/api/whatsapp/chat')).body.data as Record<
      string,
      unknown
    >[];
    expect(after.find((m) => m.messageId === answer)?.feedback).toBeNull();
  });

  it('shows admins the likes, dislikes and cleared ratings', async () => {
    const history = (await w.farmerB.api.get('/api/whatsapp/chat')).body.data as Record<
      string,
      string
    >[];
    const answers = history.filter((m) => m.role === 'assistant').map((m) => m.messageId);
    await w.farmerB.api.post('/api/whatsapp/feedback', {
      messageId: answers[0],
      feedbackType: 'like',
    });
    await w.farmerB.api.post('/api/whatsapp/feedback', {
      messageId: answers[1],
      feedbackType: 'dislike',
    });
    const res = await w.admin.api.get('/api/admin/chat-feedback');
    expect(res.status).toBe(200);
    const stats = res.body.data;
    expect(stats).toMatchObject({ likes: 1, dislikes: 1, cleared: 1 });
    expect(stats.unrated).toBe(stats.assistantMessages - 2);
    expect(stats.byProvider).toEqual([
      { provider: 'offline', assistantMessages: stats.assistantMessages, likes: 1, dislikes: 1 },
    ]);
  });

  it('streams the answer as server-sent events and stores it like the plain route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/whatsapp/chat/stream',
      headers: { authorization: `Bearer ${w.agentB.session.token}` },
      payload: { message: 'My fish are gasping at the surface in the morning' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const list = events(res.body);
    const tokens = list.filter((e) => e.event === 'token').map((e) => e.data.text as string);
    const done = list.find((e) => e.event === 'done')?.data;
    expect(tokens.length).toBeGreaterThan(10);
    expect(tokens.join('')).toBe(done.response);
    expect(done.response).toContain('Water quality');
    const stored = (await w.agentB.api.get('/api/whatsapp/chat')).body.data as Record<
      string,
      string
    >[];
    expect(stored.at(-1)).toMatchObject({ messageId: done.messageId, content: done.response });
  });
});

describe(`chat limits and failures (${testDriver})`, () => {
  it('limits each user to CHAT_RATE_LIMIT_PER_MINUTE messages a minute (429 with Retry-After)', async () => {
    const limited = await testApp({ db: testDb.handle }, { CHAT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const one = as(limited, await signUp(limited));
      const two = as(limited, await signUp(limited));
      expect((await one.post('/api/whatsapp/chat', { message: 'Hello' })).status).toBe(200);
      expect((await one.post('/api/whatsapp/chat/stream', { message: 'Hello' })).status).toBe(200);
      const third = await one.post('/api/whatsapp/chat', { message: 'Hello' });
      expect(third.status).toBe(429);
      expect(third.res.headers['retry-after']).toMatch(/^\d+$/);
      expect(third.body.error).toMatch(/too quickly/);
      expect((await one.post('/api/whatsapp/chat/stream', { message: 'Hello' })).status).toBe(429);
      expect((await two.post('/api/whatsapp/chat', { message: 'Hello' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers the spec’s error message when no advisor can answer, and stores nothing', async () => {
    const broken: Advisor = {
      name: 'broken',
      reply: async () => {
        throw new Error('model down');
      },
    };
    const failing = await testApp({ db: testDb.handle, advisor: broken });
    try {
      const session = await signUp(failing);
      const api = as(failing, session);
      const res = await api.post('/api/whatsapp/chat', { message: 'How do I brood chicks?' });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(SPEC_ERROR);
      const stream = await failing.inject({
        method: 'POST',
        url: '/api/whatsapp/chat/stream',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { message: 'How do I brood chicks?' },
      });
      expect(events(stream.body)).toEqual([{ event: 'error', data: { message: SPEC_ERROR } }]);
      expect((await api.get('/api/whatsapp/chat')).body.data).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
