import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema';
import { notSentYet, RETRY_DELAYS_SECONDS } from '../src/messaging/outbox';
import { CHAT_FAILED } from '../src/modules/chat/service';
import type { SmsAdapter } from '../src/plugins/sms';
import { json, testApp } from './helpers/app';
import { call, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { codeIn } from './helpers/smtp';

/*
 * Outside providers failing (docs/OPERATIONS.md): the mail server and the SMS gateway refusing (the
 * user is told plainly, the outbox keeps the message sealed and delivers it on a retry, the code or
 * link still works), and the chat model hanging (before any text: the offline advisor answers;
 * mid-answer: spec §8's failure message within LLM_TIMEOUT_MS, nothing half-stored).
 */

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

const rowsTo = (to: string) =>
  testDb.handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** A real SMTP server that answers 451 (try again later) while `down`. */
async function flakySmtp() {
  const state = { down: true, inbox: [] as { to: string[]; text: string }[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.down) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
        state.inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), text: body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`the mail server refusing (${testDriver})`, () => {
  it('tells the user, keeps the code sealed, delivers it on a retry, and the code works', async () => {
    const smtp = await flakySmtp();
    const app = await testApp({ db: testDb.handle }, { SMTP_URL: smtp.url });
    try {
      const agent = await signUp(app, { role: 'agent', email: 'busy-mail@example.ng' });
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/send-email-otp',
        token: agent.token,
      });
      expect(res.statusCode).toBe(200);
      const body = json(res) as { message: string; data: { sent: boolean; sentTo: string } };
      expect(body.data.sent).toBe(false);
      expect(body.message).toBe(notSentYet(body.data.sentTo));

      const [kept] = await rowsTo('busy-mail@example.ng');
      expect(kept).toMatchObject({ sentAt: null, attempts: 1 });
      expect(kept?.error).toMatch(/451|try again/i);
      expect(kept?.sealed).toMatch(/^v1:/);
      expect(kept?.body).not.toMatch(/\d{6}/); // the stored text stays masked
      expect(kept?.retryAt?.getTime()).toBeGreaterThan(Date.now());

      // Still down at the first retry: kept, with the next delay.
      expect(await app.retryOutbox(later(RETRY_DELAYS_SECONDS[0] + 1))).toEqual({
        sent: 0,
        failed: 1,
        givenUp: 0,
      });
      smtp.state.down = false;
      expect(
        await app.retryOutbox(later(RETRY_DELAYS_SECONDS[0] + RETRY_DELAYS_SECONDS[1] + 2)),
      ).toEqual({
        sent: 1,
        failed: 0,
        givenUp: 0,
      });
      const [delivered] = await rowsTo('busy-mail@example.ng');
      expect(delivered).toMatchObject({ attempts: 3, error: null, sealed: null, retryAt: null });
      expect(delivered?.sentAt).toBeInstanceOf(Date);

      const mail = smtp.state.inbox.find((m) => m.to.includes('busy-mail@example.ng'));
      expect(mail).toBeDefined();
      const verified = await call(app, {
        method: 'POST',
        url: '/api/auth/verify-email-otp',
        token: agent.token,
        payload: { otp: codeIn(mail?.text ?? '') },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('gives a message up after the last retry, keeping the record of the failure', async () => {
    const smtp = await flakySmtp();
    const app = await testApp({ db: testDb.handle }, { SMTP_URL: smtp.url });
    try {
      const agent = await signUp(app, { role: 'agent', email: 'never-mail@example.ng' });
      await call(app, { method: 'POST', url: '/api/auth/send-email-otp', token: agent.token });
      let seconds = 0;
      const results = [];
      for (const delay of RETRY_DELAYS_SECONDS) {
        seconds += delay + 1;
        results.push(await app.retryOutbox(later(seconds)));
      }
      expect(results.at(-1)).toEqual({ sent: 0, failed: 0, givenUp: 1 });
      const [row] = await rowsTo('never-mail@example.ng');
      expect(row).toMatchObject({
        sentAt: null,
        sealed: null,
        retryAt: null,
        attempts: RETRY_DELAYS_SECONDS.length + 1,
      });
      expect(row?.error).toMatch(/451|try again/i);
      expect(smtp.state.inbox).toEqual([]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe(`the SMS gateway refusing (${testDriver})`, () => {
  it('tells the user, keeps the code, texts it on a retry, and the code works', async () => {
    const gateway = { down: true, sent: [] as { to: string; text: string }[] };
    const adapter: SmsAdapter = {
      name: 'flaky-gateway',
      async send(to, text) {
        if (gateway.down) throw new Error('gateway unavailable (503)');
        gateway.sent.push({ to, text });
      },
    };
    const app = await testApp({ db: testDb.handle, smsAdapter: adapter });
    try {
      const farmer = await signUp(app);
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/send-phone-otp',
        token: farmer.token,
      });
      const body = json(res) as {
        message: string;
        data: { sent: boolean; sentTo: string; otpCode: null };
      };
      expect(res.statusCode).toBe(200);
      expect(body.data).toMatchObject({ sent: false, otpCode: null });
      expect(body.message).toBe(notSentYet(body.data.sentTo));
      expect((await rowsTo(farmer.user.phone))[0]).toMatchObject({
        sentAt: null,
        error: 'gateway unavailable (503)',
      });

      gateway.down = false;
      expect(await app.retryOutbox(later(RETRY_DELAYS_SECONDS[0] + 1))).toMatchObject({ sent: 1 });
      const sms = gateway.sent.find((m) => m.to === farmer.user.phone);
      const verified = await call(app, {
        method: 'POST',
        url: '/api/auth/verify-phone-otp',
        token: farmer.token,
        payload: { otp: codeIn(sms?.text ?? '') },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe(`the chat model hanging (${testDriver})`, () => {
  /** A model that never answers (`silent`) or stops after a few words (`stall`). */
  const hanging: ServerResponse[] = [];
  let mode: 'silent' | 'stall' = 'silent';
  const model = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hanging.push(res);
      if (mode === 'stall') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(
          `data: ${JSON.stringify({ choices: [{ delta: { content: 'Isolate the sick ' } }] })}\n\n`,
        );
      }
    });
  });
  const TIMEOUT_MS = 1500;

  async function chatApp() {
    if (!model.listening) await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    const port = (model.address() as AddressInfo).port;
    return testApp(
      { db: testDb.handle },
      { LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`, LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
    );
  }
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    model.closeAllConnections();
    await new Promise<void>((r) => model.close(() => r()));
  });

  it('silent before any text: the offline advisor answers instead, after the timeout', async () => {
    const app = await chatApp();
    try {
      const farmer = await signUp(app);
      const started = performance.now();
      const res = await call(app, {
        method: 'POST',
        url: '/api/whatsapp/chat',
        token: farmer.token,
        payload: { message: 'My broilers are coughing' },
      });
      const ms = performance.now() - started;
      console.log(
        `chat model silent: answered in ${ms.toFixed(0)} ms (LLM_TIMEOUT_MS ${TIMEOUT_MS}, one retry)`,
      );
      expect(res.statusCode).toBe(200);
      const data = (json(res) as { data: { response: string; sources: string[] } }).data;
      expect(data.response.length).toBeGreaterThan(20);
      expect(data.sources.length).toBeGreaterThan(0); // the offline advisor cites its sources
    } finally {
      await app.close();
    }
  });

  it('stalling mid-answer: the stream ends with the spec §8 failure message, nothing half-stored', async () => {
    mode = 'stall';
    const app = await chatApp();
    try {
      const farmer = await signUp(app);
      const res = await call(app, {
        method: 'POST',
        url: '/api/whatsapp/chat',
        token: farmer.token,
        payload: { message: 'My layers stopped laying' },
      });
      // Nothing reached the farmer yet: the offline advisor answers the JSON call instead.
      expect(res.statusCode).toBe(200);
      expect((json(res) as { data: { sources: string[] } }).data.sources.length).toBeGreaterThan(0);

      const started = performance.now();
      const stream = await call(app, {
        method: 'POST',
        url: '/api/whatsapp/chat/stream',
        token: farmer.token,
        payload: { message: 'My layers stopped laying' },
      });
      console.log(
        `chat model stalled: failure message after ${(performance.now() - started).toFixed(0)} ms`,
      );
      expect(stream.body).toContain('event: token');
      expect(stream.body).toContain(
        `event: error\ndata: ${JSON.stringify({ message: CHAT_FAILED })}`,
      );

      const history = await call(app, {
        method: 'GET',
        url: '/api/whatsapp/chat',
        token: farmer.token,
      });
      // Only the JSON exchange is stored; the streamed answer that broke off left nothing behind.
      const stored = (json(history) as { data: { content: string }[] }).data;
      expect(stored).toHaveLength(2);
      expect(JSON.stringify(stored)).not.toContain('Isolate the sick');
    } finally {
      await app.close();
    }
  });
});
