import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProtocolEvents } from '../protocolClient.js';
import { createProtocolClient, type ProtocolClient } from '../protocolClient.js';
import {
  attachVoiceServer,
  type RespondRequest,
  type VoiceServerUser,
  type VoiceTurn,
} from './index.js';
import { initialServerCallState, SERVER_ERRORS, serverCallTransition } from './machine.js';
import { CHUNK_PROBLEMS } from './utterances.js';

/** The reference server on a real socket.io server, driven by the package's own client. */
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function start(
  respond?: (r: RespondRequest<VoiceServerUser>) => Promise<string>,
  quota?: { max: number },
) {
  let calls = 0;
  const http = createServer();
  const io = new Server(http);
  const asked: RespondRequest<VoiceServerUser>[] = [];
  const heard: { bytes: number; language: string }[] = [];
  const errors: string[] = [];
  const turns: VoiceTurn[] = [];
  const server = attachVoiceServer(io, {
    authenticate: ({ token }) => (token === 'good-token' ? { id: 'u1' } : null),
    ...(quota
      ? {
          admit: () => {
            if (calls >= quota.max) return 'One call at a time';
            calls++;
            return null;
          },
          release: () => {
            calls--;
          },
        }
      : {}),
    transcribe: async ({ pcm, language }) => {
      heard.push({ bytes: pcm.length, language });
      return pcm.length > 10 ? 'my goats are coughing' : 'silence';
    },
    respond: async (request) => {
      asked.push(request);
      return respond ? respond(request) : `You said: ${request.text}`;
    },
    synthesize: async (text) => new TextEncoder().encode(`mp3:${text}`),
    onError: (error) => errors.push(String(error)),
    onTurn: (turn, { user }) => {
      expect(user).toEqual({ id: 'u1' });
      turns.push(turn);
    },
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  closers.push(() => new Promise<void>((resolve) => io.close(() => resolve())));
  return { url, server, asked, heard, errors, turns };
}

function connect(url: string, token = 'good-token') {
  const client: ProtocolClient = createProtocolClient({ url, token, pingIntervalMs: 60_000 });
  closers.push(() => client.destroy());
  const seen: { event: string; payload: unknown }[] = [];
  const events = [
    'authenticated',
    'authentication_failed',
    'whisper_response',
    'ai_response',
    'ai_interruption_response',
    'error',
  ] as const satisfies (keyof ProtocolEvents)[];
  for (const event of events) client.on(event, (payload) => seen.push({ event, payload }));
  client.connect();
  const until = async (predicate: () => boolean) => {
    const startedAt = Date.now();
    while (!predicate()) {
      if (Date.now() - startedAt > 3_000)
        throw new Error(`timed out; seen ${JSON.stringify(seen)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const of = (event: string) => seen.filter((s) => s.event === event).map((s) => s.payload);
  return { client, seen, until, of };
}

const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');

describe('reference server', () => {
  it('authenticates by the callback, joins chunks, transcribes, answers with speech', async () => {
    const { url, asked, heard, turns } = await start();
    const { client, until, of } = connect(url);
    await until(() => client.connection === 'authenticated');
    expect(of('authenticated')).toEqual([{ userId: 'u1' }]);
    client.sendAudio([b64([1, 2, 3, 4, 5, 6, 7, 8]), b64([9, 10, 11, 12, 13, 14])], 'ha');
    await until(() => of('whisper_response').length === 1);
    expect(heard).toEqual([{ bytes: 14, language: 'ha' }]);
    expect(of('whisper_response')).toEqual([{ transcription: 'my goats are coughing' }]);
    client.sendText({ text: 'my goats are coughing', language: 'ha', useTTS: true });
    await until(() => of('ai_response').length === 1);
    expect(of('ai_response')[0]).toMatchObject({
      transcription: 'my goats are coughing',
      aiResponse: 'You said: my goats are coughing',
      audioResponse: Buffer.from('mp3:You said: my goats are coughing').toString('base64'),
    });
    client.sendInterruption({
      userInterruption: 'and they are not eating',
      previousAIResponse: 'You said',
      language: 'ha',
      useTTS: false,
      generateFiller: true,
    });
    await until(() => of('ai_interruption_response').length === 1);
    expect(of('ai_interruption_response')[0]).toMatchObject({
      modifiedResponse: 'You said: and they are not eating',
    });
    expect(of('ai_interruption_response')[0]).not.toHaveProperty('audioResponse');
    expect(asked[1]).toMatchObject({ previousAIResponse: 'You said', language: 'ha' });
    expect(asked[1]?.history.map((h) => h.role)).toEqual(['user', 'ai']);
    expect(turns).toEqual([
      {
        kind: 'speech',
        text: 'my goats are coughing',
        filtered: null,
        audioBytes: 14,
        ms: expect.any(Number),
      },
      {
        kind: 'answer',
        question: 'my goats are coughing',
        reply: 'You said: my goats are coughing',
        respondMs: expect.any(Number),
        synthesizeMs: expect.any(Number),
        ms: expect.any(Number),
      },
      {
        kind: 'answer',
        question: 'and they are not eating',
        reply: 'You said: and they are not eating',
        respondMs: expect.any(Number),
        ms: expect.any(Number),
      },
    ]);
  });

  it('filters noise phrases with the shared §5 rule', async () => {
    const { url } = await start();
    const { client, until, of } = connect(url);
    await until(() => client.connection === 'authenticated');
    client.sendAudio([b64([1, 2])], 'en');
    await until(() => of('whisper_response').length === 1);
    expect(of('whisper_response')[0]).toMatchObject({ filtered: true, transcription: 'silence' });
  });

  it('refuses a session the callback does not know, and answers nothing before that', async () => {
    const { url, asked } = await start();
    const { client, until, of } = connect(url, 'stolen-token');
    await until(() => of('authentication_failed').length === 1);
    expect(of('authentication_failed')).toEqual([{ message: SERVER_ERRORS.authFailed }]);
    client.sendText({ text: 'hello', language: 'en', useTTS: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });

  it('drops an answer a newer question superseded, and aborts it', async () => {
    const signals: AbortSignal[] = [];
    const { url, turns } = await start(async ({ text, signal }) => {
      signals.push(signal);
      if (text === 'first') await new Promise((r) => setTimeout(r, 150));
      return `answer to ${text}`;
    });
    const { client, until, of } = connect(url);
    await until(() => client.connection === 'authenticated');
    client.sendText({ text: 'first', language: 'en', useTTS: false });
    await until(() => signals.length === 1);
    client.sendText({ text: 'second', language: 'en', useTTS: false });
    await until(() => of('ai_response').length === 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(of('ai_response')).toEqual([
      expect.objectContaining({ aiResponse: 'answer to second' }),
    ]);
    expect(signals[0]?.aborted).toBe(true);
    expect(turns.filter((t) => t.kind === 'answer').map((t) => t.error)).toEqual([
      undefined,
      'superseded',
    ]);
  });

  it('admit refuses a call over the quota; release gives the place back', async () => {
    const { url } = await start(undefined, { max: 1 });
    const first = connect(url);
    await first.until(() => first.client.connection === 'authenticated');
    const second = connect(url);
    await second.until(() => second.of('error').length === 1);
    expect(second.of('error')).toEqual([{ message: 'One call at a time' }]);
    expect(second.of('authenticated')).toEqual([]);
    first.client.destroy();
    const third = connect(url);
    await third.until(() => third.client.connection === 'authenticated');
  });

  it('revoke() hangs up the calls of that user only', async () => {
    const { url, server } = await start();
    const mine = connect(url);
    await mine.until(() => mine.client.connection === 'authenticated');
    expect(server.calls).toBe(1);
    server.revoke('someone-else');
    server.revoke('u1', 'Your session has ended. Please log in again.');
    await mine.until(() => mine.of('authentication_failed').length === 1);
    expect(mine.of('authentication_failed')).toEqual([
      { message: 'Your session has ended. Please log in again.' },
    ]);
    await mine.until(() => server.calls === 0);
  });
});

describe('server call machine', () => {
  const live = () => {
    let s = initialServerCallState();
    s = serverCallTransition(s, {
      type: 'message',
      name: 'authenticate',
      payload: {},
      now: 0,
    }).state;
    s = serverCallTransition(s, { type: 'authResult', userId: 'u1' }).state;
    return serverCallTransition(s, { type: 'admission', userId: 'u1', refused: null }).state;
  };

  it('gates every event but authenticate and ping', () => {
    const { effects } = serverCallTransition(initialServerCallState(), {
      type: 'message',
      name: 'ai_text_input',
      payload: { text: 'hi', language: 'en', useTTS: true },
      now: 0,
    });
    expect(effects).toEqual([
      { type: 'emit', event: 'error', payload: { message: SERVER_ERRORS.notAuthenticated } },
    ]);
  });

  it('drops a segment longer than the limit instead of transcribing it', () => {
    const audio = Buffer.alloc(2 * 16_000 * 2 + 2).toString('base64');
    const { effects } = serverCallTransition(
      live(),
      {
        type: 'message',
        name: 'whisper_audio',
        payload: { audio, sampleRate: 16000, language: 'en' },
        now: 0,
      },
      { maxUtteranceSeconds: 2 },
    );
    expect(effects).toEqual([
      { type: 'emit', event: 'whisper_response', payload: { error: SERVER_ERRORS.tooLong(2) } },
    ]);
  });

  it('rejects a malformed payload with a specific error', () => {
    const { effects } = serverCallTransition(live(), {
      type: 'message',
      name: 'whisper_audio',
      payload: { audio: 'not base64!', sampleRate: 16000, language: 'en' },
      now: 0,
    });
    expect(effects).toEqual([
      {
        type: 'emit',
        event: 'error',
        payload: { message: SERVER_ERRORS.invalid('whisper_audio', 'audio / sampleRate') },
      },
    ]);
  });

  const audio = (segmentId: string, chunkIndex = 0, chunkCount = 1) => ({
    type: 'message' as const,
    name: 'whisper_audio',
    payload: {
      audio: Buffer.from([1, 2]).toString('base64'),
      sampleRate: 16000,
      language: 'en',
      segmentId,
      chunkIndex,
      chunkCount,
    },
    now: 0,
  });

  it('transcribes one segment at a time; one waits, a third is refused as busy', () => {
    let s = live();
    const first = serverCallTransition(s, audio('a'));
    expect(first.effects).toEqual([
      { type: 'transcribe', id: 1, pcm: Uint8Array.from([1, 2]), language: 'en' },
    ]);
    s = first.state;
    const second = serverCallTransition(s, audio('b'));
    expect(second.effects).toEqual([]);
    s = second.state;
    const third = serverCallTransition(s, audio('c'));
    expect(third.effects).toEqual([
      { type: 'emit', event: 'whisper_response', payload: { error: SERVER_ERRORS.busy } },
    ]);
    s = third.state;
    // A late outcome of another id changes nothing; the running one's starts the waiting one.
    expect(serverCallTransition(s, { type: 'transcribed', id: 9, text: 'x' }).effects).toEqual([]);
    const done = serverCallTransition(s, { type: 'transcribed', id: 1, text: 'hello there' });
    expect(done.effects).toEqual([
      { type: 'emit', event: 'whisper_response', payload: { transcription: 'hello there' } },
      { type: 'transcribe', id: 2, pcm: Uint8Array.from([1, 2]), language: 'en' },
    ]);
  });

  it('refuses a repeated chunk of a segment', () => {
    const s = serverCallTransition(live(), audio('a', 0, 2)).state;
    expect(serverCallTransition(s, audio('a', 0, 2)).effects).toEqual([
      {
        type: 'emit',
        event: 'error',
        payload: { message: SERVER_ERRORS.invalid('whisper_audio', CHUNK_PROBLEMS.repeated) },
      },
    ]);
  });

  it('limits messages on the fake clock: a burst of twice the rate, then the rate', () => {
    let s = initialServerCallState(1_000, { eventsPerSecond: 2 });
    const ping = (now: number) => {
      const result = serverCallTransition(
        s,
        { type: 'message', name: 'ping', payload: undefined, now },
        { eventsPerSecond: 2 },
      );
      s = result.state;
      return result.effects;
    };
    for (let i = 0; i < 4; i++) expect(ping(1_000)).toEqual([]);
    const tooFast = [{ type: 'emit', event: 'error', payload: { message: SERVER_ERRORS.tooFast } }];
    expect(ping(1_000)).toEqual(tooFast);
    expect(ping(1_500)).toEqual([]);
    expect(ping(1_500)).toEqual(tooFast);
  });

  it('names an unknown event, cut to 40 characters', () => {
    const { effects } = serverCallTransition(initialServerCallState(), {
      type: 'message',
      name: 'x'.repeat(60),
      payload: undefined,
      now: 0,
    });
    expect(effects).toEqual([
      { type: 'emit', event: 'error', payload: { message: `Unknown event: ${'x'.repeat(40)}` } },
    ]);
  });

  it('drops a socket not authenticated in time (fake clock), not an authenticated one', () => {
    const limits = { authTimeoutMs: 5_000 };
    const start = serverCallTransition(
      initialServerCallState(100),
      { type: 'connected', now: 100 },
      limits,
    );
    expect(start.effects).toEqual([{ type: 'setTimer', name: 'auth', at: 5_100 }]);
    expect(serverCallTransition(start.state, { type: 'timer', name: 'auth' }).effects).toEqual([
      { type: 'disconnect' },
    ]);
    let s = serverCallTransition(
      start.state,
      { type: 'message', name: 'authenticate', payload: {}, now: 200 },
      limits,
    ).state;
    s = serverCallTransition(s, { type: 'authResult', userId: 'u1' }, limits).state;
    const authed = serverCallTransition(s, { type: 'admission', userId: 'u1', refused: null });
    expect(authed.effects[0]).toEqual({ type: 'clearTimer', name: 'auth' });
    s = authed.state;
    expect(serverCallTransition(s, { type: 'timer', name: 'auth' }).effects).toEqual([]);
  });

  it('a revoked session hangs up, aborting the answer in progress', () => {
    const asking = serverCallTransition(live(), {
      type: 'message',
      name: 'ai_text_input',
      payload: { text: 'hello', language: 'en', useTTS: true },
      now: 0,
    });
    const id = asking.state.answering?.id;
    const { state, effects } = serverCallTransition(asking.state, {
      type: 'revoked',
      message: SERVER_ERRORS.sessionEnded,
    });
    expect(effects).toEqual([
      {
        type: 'emit',
        event: 'authentication_failed',
        payload: { message: SERVER_ERRORS.sessionEnded },
      },
      { type: 'release', userId: 'u1' },
      { type: 'abort', id },
      { type: 'disconnect' },
    ]);
    expect(serverCallTransition(state, { type: 'revoked', message: 'again' }).effects).toEqual([]);
  });

  it('asks admit (quotas) after authentication; a refusal is an error and no call', () => {
    let s = serverCallTransition(initialServerCallState(), {
      type: 'message',
      name: 'authenticate',
      payload: {},
      now: 0,
    }).state;
    const known = serverCallTransition(s, { type: 'authResult', userId: 'u1' });
    expect(known.effects).toEqual([{ type: 'admit', userId: 'u1' }]);
    s = known.state;
    const refused = serverCallTransition(s, {
      type: 'admission',
      userId: 'u1',
      refused: 'Too many calls',
    });
    expect(refused.effects).toEqual([
      { type: 'emit', event: 'error', payload: { message: 'Too many calls' } },
    ]);
    expect(refused.state.phase).toBe('waiting');
    // Nothing was granted: nothing to give back when the socket closes.
    expect(serverCallTransition(refused.state, { type: 'closed' }).effects).toEqual([
      { type: 'clearTimer', name: 'auth' },
    ]);
  });

  it('gives a place back when the call ends, or when it was granted after the socket left', () => {
    expect(serverCallTransition(live(), { type: 'closed' }).effects).toEqual([
      { type: 'clearTimer', name: 'auth' },
      { type: 'release', userId: 'u1' },
    ]);
    let s = serverCallTransition(initialServerCallState(), {
      type: 'message',
      name: 'authenticate',
      payload: {},
      now: 0,
    }).state;
    s = serverCallTransition(s, { type: 'authResult', userId: 'u1' }).state;
    s = serverCallTransition(s, { type: 'closed' }).state;
    expect(
      serverCallTransition(s, { type: 'admission', userId: 'u1', refused: null }).effects,
    ).toEqual([{ type: 'release', userId: 'u1' }]);
  });
});
