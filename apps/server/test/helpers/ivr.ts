import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@kiwo/voice-agent/protocol';
import { io, type Socket } from 'socket.io-client';
import { silentMp3 } from '../../../../e2e/support/speech';
import type { AppDeps } from '../../src/app';
import { type App, buildApp } from '../../src/app';
import { SpeechError, type SpeechLanguage, type SpeechProviders } from '../../src/ivr/speech';
import { testConfig } from './app';

type IvrClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A full app listening on a free loopback port, as server.ts runs it (the IVR mounted). */
export async function listeningApp(
  deps: AppDeps & Required<Pick<AppDeps, 'db'>>,
  env: Record<string, string> = {},
): Promise<{ app: App; url: string }> {
  const app = await buildApp(testConfig(env), { logger: false, ...deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

interface Received {
  event: string;
  payload: unknown;
}

/**
 * A socket.io client on `/ivr` exactly as the browser opens it (WebSocket only, `auth.token`),
 * recording every server event so tests can wait for the next one of a kind.
 */
export function ivrClient(
  url: string,
  token: string | undefined,
  extra: { extraHeaders?: Record<string, string> } = {},
) {
  const socket: IvrClient = io(`${url}/ivr`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: token === undefined ? {} : { token },
    ...extra,
  });
  const received: Received[] = [];
  const waiting: { event: string; from: number; resolve: (p: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const w of [...waiting]) {
      if (w.event === event) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(payload);
      }
    }
  });
  let cursor: Record<string, number> = {};
  return {
    socket,
    received,
    /** Every payload of one event so far. */
    all: (event: string) => received.filter((r) => r.event === event).map((r) => r.payload),
    /**
     * The next payload of `event` not yet taken by an earlier `next` (already received or
     * still to come), failing after `timeoutMs`.
     */
    next<T = Record<string, unknown>>(event: string, timeoutMs = 10_000): Promise<T> {
      const taken = cursor[event] ?? 0;
      cursor = { ...cursor, [event]: taken + 1 };
      const seen = received.filter((r) => r.event === event);
      if (seen[taken]) return Promise.resolve(seen[taken].payload as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const entry = {
          event,
          from: taken,
          resolve: (p: unknown) => {
            clearTimeout(timer);
            resolve(p as T);
          },
        };
        waiting.push(entry);
      });
    },
    /** Resolves when the socket is connected (rejects on a refused handshake). */
    connected(): Promise<void> {
      if (socket.connected) return Promise.resolve();
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error) => reject(error));
      });
    },
    /** Resolves with the reason once the socket is disconnected. */
    disconnected(): Promise<string> {
      return new Promise((resolve) => {
        if (!socket.connected && !socket.active) resolve('already');
        socket.once('disconnect', (reason) => resolve(reason));
      });
    },
    close() {
      socket.disconnect();
    },
  };
}

/**
 * PCM as the browser client sends it: base64 chunks of at most `chunkSamples`, sharing one
 * `segmentId` (the protocol's optional segment extension).
 */
export function audioChunks(pcm: Buffer, segmentId: string, chunkSamples = 32_000) {
  const size = chunkSamples * 2;
  const count = Math.max(1, Math.ceil(pcm.length / size));
  return Array.from({ length: count }, (_, i) => ({
    audio: pcm.subarray(i * size, (i + 1) * size).toString('base64'),
    sampleRate: 16_000 as const,
    language: 'en',
    segmentId,
    chunkIndex: i,
    chunkCount: count,
  }));
}

/**
 * Speech providers for service tests (the real ones have their own tests): the STT "hears"
 * whatever `heard` says, the TTS returns real MP3 frames; both can be held open by a gate (to
 * catch the service mid-pipeline) and honour the abort signal like the real ones.
 */
export function fakeSpeech(
  options: {
    heard?: (pcm: Buffer) => string;
    languages?: readonly SpeechLanguage[];
    gate?: () => Promise<void>;
  } = {},
) {
  const languages = new Set(options.languages ?? ['en', 'ha', 'yo', 'ig']);
  const spoken: string[] = [];
  const waitOrAbort = async (signal?: AbortSignal) => {
    if (!options.gate) return;
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new SpeechError('aborted', 'aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      options.gate?.().then(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  };
  const speech: SpeechProviders = {
    stt: {
      name: 'fake-stt',
      supports: (l) => languages.has(l),
      async transcribe(pcm, language, { signal } = {}) {
        await waitOrAbort(signal);
        return { text: options.heard?.(pcm) ?? 'my goats are coughing', language };
      },
    },
    tts: {
      name: 'fake-tts',
      supports: (l) => languages.has(l),
      async speak(text, _language, { signal } = {}) {
        await waitOrAbort(signal);
        spoken.push(text);
        return silentMp3(0.5);
      },
    },
  };
  return { speech, spoken };
}

/** The audio as one `whisper_audio` message (a segment of one chunk). */
export function oneChunk(pcm: Buffer, segmentId: string) {
  const [chunk] = audioChunks(pcm, segmentId, Math.max(1, pcm.length / 2));
  if (!chunk) throw new Error('no audio');
  return chunk;
}
