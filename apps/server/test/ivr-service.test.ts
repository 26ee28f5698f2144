import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users, voiceCalls, voiceTurns } from '../src/db/schema';
import { IVR_ERRORS } from '../src/ivr/call-machine';
import { MAX_AUDIO_CHARS } from '../src/ivr/payloads';
import { NO_VOICE, NOTHING_MORE } from '../src/ivr/voice-text';
import { MUST_CHANGE_PASSWORD, NOT_SIGNED_IN, SESSION_ENDED, SUSPENDED } from '../src/plugins/auth';
import { call as api, eventually, PASSWORD, type Session, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { audioChunks, fakeSpeech, ivrClient, listeningApp, oneChunk } from './helpers/ivr';

/**
 * The IVR service's rules with in-process speech providers (the real ones are tested in
 * ivr-call and ivr-speech-*): authentication, the origin allowlist, limits, malformed input,
 * noise, language fallback, continuations, one pipeline per call, and call records.
 */

let testDb: TestDb;
const apps: App[] = [];
const clients: ReturnType<typeof ivrClient>[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await testDb?.close();
});

async function start(
  env: Record<string, string> = {},
  speech: ReturnType<typeof fakeSpeech>['speech'] | null = fakeSpeech().speech,
) {
  const started = await listeningApp(
    speech ? { db: testDb.handle, speech } : { db: testDb.handle },
    env,
  );
  apps.push(started.app);
  return started;
}

function connect(url: string, token: string | undefined, headers?: Record<string, string>) {
  const client = ivrClient(url, token, headers ? { extraHeaders: headers } : {});
  clients.push(client);
  return client;
}

/** A connected, authenticated call for a fresh farmer. */
async function call(url: string, app: App) {
  const farmer: Session = await signUp(app);
  const client = connect(url, farmer.token);
  await client.connected();
  client.socket.emit('authenticate', {});
  await client.next('authenticated');
  return { farmer, client };
}

const signOut = (app: App, token: string) =>
  api(app, { method: 'GET', url: '/api/auth/logout', token });

const pcmSeconds = (seconds: number) => Buffer.alloc(Math.round(seconds * 16_000) * 2, 1);

describe(`IVR service rules (${testDriver})`, () => {
  it('answers authenticate with authentication_failed for a missing, unknown or suspended session', async () => {
    const { app, url } = await start();
    const none = connect(url, undefined);
    await none.connected();
    none.socket.emit('authenticate', {});
    expect(await none.next('authentication_failed')).toEqual({ message: NOT_SIGNED_IN });

    const unknown = connect(url, 'x'.repeat(43));
    unknown.socket.emit('authenticate', {});
    expect(await unknown.next('authentication_failed')).toEqual({ message: SESSION_ENDED });

    const farmer = await signUp(app);
    await testDb.handle.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, farmer.user._id));
    const suspended = connect(url, farmer.token);
    suspended.socket.emit('authenticate', { phoneNumber: '08000000000' });
    expect(await suspended.next('authentication_failed')).toEqual({ message: SUSPENDED });
    // Nothing but authenticate and ping before that succeeds.
    suspended.socket.emit('ai_text_input', { text: 'hello', language: 'en', useTTS: true });
    expect(await suspended.next('error')).toEqual({ message: IVR_ERRORS.notAuthenticated });
    expect(suspended.all('ai_response')).toEqual([]);
  });

  it('refuses a call while the password must still be changed, as every route does', async () => {
    // Found by the attack review: an agent who knows the temporary password of a farmer they
    // registered could talk to the farm's voice service before the farmer ever chose their own.
    const { app, url } = await start();
    const farmer = await signUp(app);
    await testDb.handle.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, farmer.user._id));
    const first = connect(url, farmer.token);
    first.socket.emit('authenticate', {});
    expect(await first.next('authentication_failed')).toEqual({ message: MUST_CHANGE_PASSWORD });
    first.socket.emit('ai_text_input', { text: 'hello', language: 'en', useTTS: false });
    expect(await first.next('error')).toEqual({ message: IVR_ERRORS.notAuthenticated });
    expect(first.all('ai_response')).toEqual([]);
    expect(
      await testDb.handle.db
        .select()
        .from(voiceCalls)
        .where(eq(voiceCalls.userId, farmer.user._id)),
    ).toEqual([]);

    // Once the farmer has chosen a password, a new session may call.
    const changed = await api(app, {
      method: 'PUT',
      url: '/api/auth/updatepassword',
      token: farmer.token,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    const token = (changed.json() as { data: { token: string } }).data.token;
    const second = connect(url, token);
    second.socket.emit('authenticate', {});
    expect(await second.next('authenticated')).toEqual({ userId: farmer.user._id });
  });

  it('drops a socket that has not authenticated in time, and keeps one that has', async () => {
    const { app, url } = await start({ IVR_AUTH_TIMEOUT_MS: '300' });
    const idle = connect(url, undefined);
    await idle.connected();
    expect(await idle.disconnected()).toBe('io server disconnect');

    const { client } = await call(url, app);
    await new Promise((r) => setTimeout(r, 500));
    expect(client.socket.connected).toBe(true);
  });

  it('hangs up a call whose session has ended (logout), without waiting for a request', async () => {
    const { app, url } = await start();
    const { farmer, client } = await call(url, app);
    const gone = client.disconnected();
    const out = await signOut(app, farmer.token);
    expect(out.statusCode).toBe(200);
    expect(await client.next('authentication_failed')).toEqual({ message: SESSION_ENDED });
    expect(await gone).toBe('io server disconnect');
    expect(client.all('ai_response')).toEqual([]);
    const [row] = await testDb.handle.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.userId, farmer.user._id));
    expect(row?.endReason).toBe('session-ended');
  });

  it('accepts its own origin and listed origins, refuses others', async () => {
    const { url } = await start({ IVR_ALLOWED_ORIGINS: 'https://kiwo.ng' });
    const own = connect(url, undefined, { origin: url });
    await own.connected();
    const listed = connect(url, undefined, { origin: 'https://kiwo.ng' });
    await listed.connected();
    const other = connect(url, undefined, { origin: 'https://evil.example' });
    await expect(other.connected()).rejects.toThrow();
  });

  it('answers malformed payloads with an error event and keeps serving the call', async () => {
    const { app, url } = await start();
    const { client } = await call(url, app);
    const bad: [string, unknown, string][] = [
      [
        'whisper_audio',
        { audio: 'not base64!', sampleRate: 16_000, language: 'en' },
        'audio must be base64',
      ],
      [
        'whisper_audio',
        { audio: 'AAAAAAAA', sampleRate: 8000, language: 'en' },
        'sampleRate must be 16000',
      ],
      [
        'whisper_audio',
        { audio: 'AA==', sampleRate: 16_000, language: 'en' },
        'whole 16-bit samples',
      ],
      ['whisper_audio', 'just a string', 'Invalid whisper_audio'],
      ['ai_text_input', { text: '   ', language: 'en', useTTS: true }, 'text must not be empty'],
      ['ai_text_input', { text: 'x'.repeat(2001), language: 'en', useTTS: true }, 'at most 2000'],
      [
        'ai_intelligent_interruption',
        { previousAIResponse: 'x' },
        'Invalid ai_intelligent_interruption: userInterruption',
      ],
      ['not_an_event', {}, 'Unknown event: not_an_event'],
    ];
    for (const [event, payload, message] of bad) {
      (client.socket.emit as (e: string, p: unknown) => void)(event, payload);
      expect((await client.next('error')).message).toContain(message);
    }
    // Larger than any client chunk: refused by the service with an error event.
    client.socket.emit('whisper_audio', {
      audio: 'A'.repeat(MAX_AUDIO_CHARS + 4),
      sampleRate: 16_000,
      language: 'en',
    });
    expect((await client.next('error')).message).toContain('at most 524288 base64 characters');
    expect(client.all('whisper_response')).toEqual([]);

    client.socket.emit('ai_text_input', {
      text: 'My goats are coughing',
      language: 'en',
      useTTS: true,
    });
    expect((await client.next('ai_response')).aiResponse).toMatch(/goat/i);
  });

  it('closes a connection whose message exceeds IVR_MAX_MESSAGE_BYTES; the server stays up', async () => {
    const { app, url } = await start({ IVR_MAX_MESSAGE_BYTES: '20000' });
    const { client } = await call(url, app);
    client.socket.emit('whisper_audio', {
      audio: 'A'.repeat(40_000),
      sampleRate: 16_000,
      language: 'en',
    });
    expect(await client.disconnected()).toBe('transport close');
    const { client: next } = await call(url, app);
    expect(next.socket.connected).toBe(true);
  });

  it('limits events per second, audio to twice real time, and the length of one utterance', async () => {
    const { app, url } = await start({
      IVR_EVENTS_PER_SECOND: '5',
      IVR_MAX_UTTERANCE_SECONDS: '1',
    });
    const { client } = await call(url, app);
    for (let i = 0; i < 12; i++) client.socket.emit('ping');
    expect(await client.next('error')).toEqual({ message: IVR_ERRORS.tooFast });

    const { client: speaker } = await call(url, app);
    for (const chunk of audioChunks(pcmSeconds(1.5), 'long', 8000)) {
      speaker.socket.emit('whisper_audio', chunk);
    }
    expect(await speaker.next('error')).toEqual({ message: IVR_ERRORS.tooLong(1) });
    expect(await speaker.next('whisper_response')).toEqual({ error: IVR_ERRORS.tooLong(1) });

    // A socket's audio bucket holds two longest utterances (2 s here), refilled at 2 s a second.
    const { client: fast } = await call(url, app);
    for (let i = 0; i < 3; i++) {
      fast.socket.emit('whisper_audio', oneChunk(pcmSeconds(0.9), `s${i}`));
    }
    expect(await fast.next('error')).toEqual({ message: IVR_ERRORS.audioTooFast });
  });

  it('transcribes a segment once all its chunks arrived; noise comes back filtered with a reason', async () => {
    const heard = ['my goats are coughing', 'Background music', 'Ummm...'];
    const { speech } = fakeSpeech({ heard: () => heard.shift() ?? '' });
    const { app, url } = await start({}, speech);
    const { client } = await call(url, app);
    for (const chunk of audioChunks(pcmSeconds(2), 'seg', 8000)) {
      client.socket.emit('whisper_audio', chunk);
    }
    expect(await client.next('whisper_response')).toEqual({
      transcription: 'my goats are coughing',
    });
    // Spec §7 clients send one message per utterance (no segment fields).
    const {
      segmentId: _a,
      chunkIndex: _b,
      chunkCount: _c,
      ...plain
    } = oneChunk(pcmSeconds(0.6), 'x');
    client.socket.emit('whisper_audio', plain);
    expect(await client.next('whisper_response')).toEqual({
      filtered: true,
      reason: 'noise-phrase',
      transcription: 'Background music',
    });
    client.socket.emit('whisper_audio', plain);
    expect(await client.next('whisper_response')).toEqual({
      filtered: true,
      reason: 'filler',
      transcription: 'Ummm...',
    });
    expect(client.all('whisper_response')).toHaveLength(3);
  });

  it('answers a language without voice as Hausa text, and says why once', async () => {
    const { speech, spoken } = fakeSpeech({ languages: ['en'] });
    const { app, url } = await start({}, speech);
    const { client } = await call(url, app);
    client.socket.emit('ai_text_input', {
      text: 'Awakina suna tari',
      language: 'ha',
      useTTS: true,
    });
    const first = await client.next('ai_response');
    expect((first.aiResponse as string).startsWith(`${NO_VOICE.ha} `)).toBe(true);
    // Text only, in Hausa: no English voice reads it, no English answer.
    expect(first.audioResponse).toBeUndefined();
    expect(spoken).toEqual([]);
    // The advisor answered in Hausa: none of English's commonest words.
    expect(first.aiResponse).not.toMatch(/\b(the|your|and|you|is)\b/i);
    client.socket.emit('ai_text_input', {
      text: 'Aladuna suna ƙaiƙayi',
      language: 'ha',
      useTTS: true,
    });
    const second = await client.next('ai_response');
    expect(second.aiResponse).not.toContain(NO_VOICE.ha);
    expect(second.audioResponse).toBeUndefined();
  });

  it('speaks a long answer in parts: continuation gives the next part, then "that was all"', async () => {
    const { app, url } = await start();
    const { client } = await call(url, app);
    client.socket.emit('ai_text_input', {
      text: 'My goats are coughing and not eating',
      language: 'en',
      useTTS: true,
    });
    const first = await client.next('ai_response');
    expect(first.aiResponse).toMatch(/Say “continue” to hear more\.$/);
    expect(first.audioResponse).toEqual(expect.any(String));

    let parts = 0;
    let last = '';
    for (; parts < 20; parts++) {
      client.socket.emit('ai_intelligent_interruption', {
        userInterruption: parts % 2 ? 'Continue.' : 'tell me more',
        previousAIResponse: 'ignored: the server knows what it said',
        language: 'en',
        useTTS: true,
        generateFiller: true,
      });
      const next = await client.next('ai_continuation_response');
      expect(next.error).toBeUndefined();
      expect(next.audioResponse).toEqual(expect.any(String));
      last = next.aiResponse as string;
      if (!last.endsWith('Say “continue” to hear more.')) break;
    }
    expect(parts).toBeGreaterThan(0);
    expect(last).not.toBe(NOTHING_MORE.en);
    client.socket.emit('ai_text_input', { text: 'continue', language: 'en', useTTS: false });
    expect(await client.next('ai_continuation_response')).toEqual({ aiResponse: NOTHING_MORE.en });
    expect(client.all('ai_interruption_response')).toEqual([]);
  });

  it('runs one pipeline per call: newer words replace an answer still in progress', async () => {
    let release!: () => void;
    let reached = false;
    let gated = true;
    const { speech } = fakeSpeech({
      gate: () =>
        gated
          ? new Promise<void>((resolve) => {
              reached = true;
              release = resolve;
            })
          : Promise.resolve(),
    });
    const { app, url } = await start({}, speech);
    const { farmer, client } = await call(url, app);
    client.socket.emit('ai_text_input', {
      text: 'My goats are coughing',
      language: 'en',
      useTTS: true,
    });
    await eventually(() => (reached ? true : undefined));
    gated = false;
    client.socket.emit('ai_text_input', {
      text: 'My pigs are scratching',
      language: 'en',
      useTTS: true,
    });
    const answer = await client.next('ai_response');
    expect(answer.transcription).toBe('My pigs are scratching');
    release();

    client.socket.emit('end_session');
    await client.disconnected();
    const [row] = await testDb.handle.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.userId, farmer.user._id));
    const turns = await eventually(async () => {
      const rows = await testDb.handle.db
        .select()
        .from(voiceTurns)
        .where(eq(voiceTurns.callId, row?.id ?? ''));
      return rows.length === 2 ? rows : undefined;
    });
    expect(turns.map((t) => [t.transcription, t.error]).sort()).toEqual([
      ['My goats are coughing', 'superseded by newer words'],
      ['My pigs are scratching', null],
    ]);
    expect(client.all('ai_response')).toHaveLength(1);
    expect(row?.endReason).toBe('end_session');
  });

  it('records how a call ended: disconnect, or the server shutting down', async () => {
    const { app, url } = await start();
    const first = await call(url, app);
    first.client.close();
    const second = await call(url, app);
    const gone = second.client.disconnected();
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect(await gone).toBe('io server disconnect');
    const reasons = await eventually(async () => {
      const rows = await testDb.handle.db.select().from(voiceCalls);
      const byUser = new Map(rows.map((r) => [r.userId, r.endReason]));
      const pair = [byUser.get(first.farmer.user._id), byUser.get(second.farmer.user._id)];
      return pair.every(Boolean) ? pair : undefined;
    });
    expect(reasons).toEqual(['disconnect', 'server-shutdown']);
  });
});

describe(`IVR service without speech programs (${testDriver})`, () => {
  it('still starts; speech fails with whisper_response.error and answers come as text', async () => {
    const { app, url } = await start(
      {
        IVR_POCKETSPHINX_BIN: '/nonexistent/pocketsphinx_batch',
        IVR_ESPEAK_BIN: '/nonexistent/espeak-ng',
      },
      null,
    );
    const { client } = await call(url, app);
    client.socket.emit('whisper_audio', oneChunk(pcmSeconds(1), 'a'));
    expect(await client.next('whisper_response')).toEqual({
      error: IVR_ERRORS.speechUnavailable,
    });
    client.socket.emit('ai_text_input', {
      text: 'My goats are coughing',
      language: 'en',
      useTTS: true,
    });
    const answer = await client.next('ai_response');
    expect(answer.aiResponse).toMatch(/goat/i);
    expect(answer.audioResponse).toBeUndefined();
    expect(answer.error).toBeUndefined();
  });
});
