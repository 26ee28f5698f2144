import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type IvrServer, startIvrServer } from '../test/ivrServer.js';
import { createProtocolClient, type ProtocolClient } from './protocolClient.js';
import type { ConnectionState } from './turnTypes.js';

let server: IvrServer;
let client: ProtocolClient | undefined;

beforeEach(async () => {
  server = await startIvrServer();
});
afterEach(async () => {
  client?.destroy();
  client = undefined;
  await server.close();
});

function connectClient(options: { token?: string; pingIntervalMs?: number } = {}) {
  const c = createProtocolClient({
    url: server.url,
    token: options.token ?? 'session-token-1',
    pingIntervalMs: options.pingIntervalMs ?? 60_000,
    reconnectionDelayMs: 20,
    reconnectionDelayMaxMs: 50,
  });
  client = c;
  const states: ConnectionState[] = [];
  c.on('connection', (s) => states.push(s));
  c.connect();
  return { c, states };
}

describe('protocol client against a real socket.io server', () => {
  it('connects to /ivr with the session token and authenticates', async () => {
    const { c, states } = connectClient();
    await server.until(() => c.connection === 'authenticated');
    expect(states).toEqual(['connecting', 'connected', 'authenticated']);
    expect(server.tokens).toEqual(['session-token-1']);
    expect(server.events('authenticate')).toHaveLength(1);
    expect(server.events('authenticate')[0]?.payload).toEqual({});
  });

  it('pings on the interval while connected, and stops when disconnected', async () => {
    const { c } = connectClient({ pingIntervalMs: 30 });
    await server.until(() => server.events('ping').length >= 3);
    c.disconnect();
    await server.until(() => server.openSockets === 0);
    const pings = server.events('ping').length;
    await new Promise((r) => setTimeout(r, 100));
    expect(server.events('ping')).toHaveLength(pings);
  });

  it('sends every chunk of a segment in order, tagged with the segment', async () => {
    const { c } = connectClient();
    await server.until(() => c.connection === 'authenticated');
    const chunks = Array.from({ length: 6 }, (_, i) => `chunk${i}`.padEnd(4_000, 'A'));
    expect(c.sendAudio(chunks, 'en')).toBe(true);
    await server.until(() => server.events('whisper_audio').length === 6);
    const got = server.events('whisper_audio').map((r) => r.payload as Record<string, unknown>);
    expect(got.map((p) => String(p.audio).slice(0, 6))).toEqual(chunks.map((ch) => ch.slice(0, 6)));
    expect(got[0]).toMatchObject({ sampleRate: 16_000, language: 'en', chunkCount: 6 });
    expect(got.map((p) => p.chunkIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(got.map((p) => p.segmentId)).size).toBe(1);
  });

  it('drops live audio while disconnected instead of queueing it', async () => {
    const c = createProtocolClient({ url: server.url, token: 't' });
    client = c;
    expect(c.sendAudio(['AAAA'], 'en')).toBe(false);
    c.connect();
    await server.until(() => c.connection === 'authenticated');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.events('whisper_audio')).toHaveLength(0);
  });

  it('sends text, interruptions and end_session, and relays server events', async () => {
    const { c } = connectClient();
    await server.until(() => c.connection === 'authenticated');
    const replies: unknown[] = [];
    c.on('ai_response', (p) => replies.push(p));
    c.on('error', (p) => replies.push(p));
    c.sendText({ text: 'Hello', language: 'en', useTTS: true });
    c.sendInterruption({
      userInterruption: 'Wait',
      previousAIResponse: 'Hi',
      language: 'en',
      useTTS: true,
      generateFiller: true,
    });
    c.endSession();
    await server.until(() => server.events('end_session').length === 1);
    expect(server.received.map((r) => r.event)).toEqual([
      'authenticate',
      'ai_text_input',
      'ai_intelligent_interruption',
      'end_session',
    ]);
    server.sockets[0]?.emit('ai_response', { aiResponse: 'Hi there' });
    server.sockets[0]?.emit('error', { message: 'busy' });
    await server.until(() => replies.length === 2);
    expect(replies).toEqual([{ aiResponse: 'Hi there' }, { message: 'busy' }]);
  });

  it('comes back by itself when a server closes a live call (a restart)', async () => {
    const { c, states } = connectClient();
    await server.until(() => c.connection === 'authenticated');
    const seen: { reason: string; willReconnect: boolean }[] = [];
    c.on('disconnect', (d) => seen.push(d));
    server.sockets[0]?.disconnect(true);
    await server.until(() => seen.length === 1);
    expect(seen).toEqual([{ reason: 'io server disconnect', willReconnect: true }]);
    await server.until(() => server.events('authenticate').length === 2);
    await server.until(() => c.connection === 'authenticated');
    expect(states.slice(3)).toEqual(['connecting', 'connected', 'authenticated']);
  });

  it('stays disconnected when the server refused the call before closing it', async () => {
    const { c, states } = connectClient();
    await server.until(() => c.connection === 'authenticated');
    const seen: { reason: string; willReconnect: boolean }[] = [];
    c.on('disconnect', (d) => seen.push(d));
    server.sockets[0]?.emit('authentication_failed', { message: 'Session ended' });
    server.sockets[0]?.disconnect(true);
    await server.until(() => seen.length === 1);
    expect(seen).toEqual([{ reason: 'io server disconnect', willReconnect: false }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(states.at(-1)).toBe('disconnected');
    expect(server.events('authenticate')).toHaveLength(1);
  });

  it('reconnects after the connection drops and authenticates again', async () => {
    const { c, states } = connectClient();
    await server.until(() => c.connection === 'authenticated');
    server.sockets[0]?.conn.close();
    await server.until(() => server.events('authenticate').length === 2);
    await server.until(() => c.connection === 'authenticated');
    expect(states).toEqual([
      'connecting',
      'connected',
      'authenticated',
      'connecting',
      'connected',
      'authenticated',
    ]);
  });

  it('reports a refused handshake without retrying', async () => {
    const { c } = connectClient({ token: 'bad' });
    const errors: unknown[] = [];
    c.on('connect_error', (e) => errors.push(e));
    await server.until(() => errors.length === 1);
    expect(errors).toEqual([{ message: 'unauthorized', willRetry: false }]);
    expect(c.connection).toBe('disconnected');
  });
});
