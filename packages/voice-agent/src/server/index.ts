import type { Namespace, Server, Socket } from 'socket.io';
import { VOICE_NAMESPACE, VOICE_SAMPLE_RATE } from '../constants.js';
import { noiseReason } from '../noise.js';
import type { ClientToServerEvents, ServerToClientEvents } from '../protocol.js';
import {
  initialServerCallState,
  SERVER_ERRORS,
  type ServerCallConfig,
  type ServerCallEffect,
  type ServerCallEvent,
  serverCallTransition,
} from './machine.js';

export * from './core.js';

/**
 * The reference server of the voice protocol (README "Reference server"): attach it to a
 * socket.io `Server` (or one of its namespaces) and give it four functions. Framework-agnostic —
 * socket.io is the protocol's transport, not a web framework; `socket.io` is a peer dependency
 * and only its types are imported here. The rules of a call are the pure `serverCallTransition`.
 */

export interface VoiceServerUser {
  id: string;
}

export interface TranscribeRequest<U extends VoiceServerUser> {
  /** 16-bit little-endian mono PCM at `sampleRate`, a whole speech segment. */
  pcm: Uint8Array;
  sampleRate: typeof VOICE_SAMPLE_RATE;
  language: string;
  user: U;
}

export interface RespondRequest<U extends VoiceServerUser> {
  /** What the caller said (or typed). */
  text: string;
  language: string;
  /** Present for `ai_intelligent_interruption`: the answer the caller interrupted (or heard). */
  previousAIResponse?: string;
  /** Earlier exchanges of this call, oldest first (at most `historyLines`). */
  history: readonly { role: 'user' | 'ai'; text: string }[];
  user: U;
  /** Aborted when a newer question supersedes this one or the call ends. */
  signal: AbortSignal;
}

/** One step of a call, for metrics and records (`onTurn`); times in milliseconds. */
export type VoiceTurn =
  | {
      kind: 'speech';
      /** What was heard; with `filtered` the spec §5 reason it was not passed on. */
      text?: string;
      filtered?: 'empty' | 'noise-phrase' | 'filler' | null;
      audioBytes: number;
      ms: number;
      error?: string;
    }
  | {
      kind: 'answer';
      question: string;
      reply?: string;
      /** Time in `respond`, and in `synthesize` when the answer was spoken. */
      respondMs: number;
      synthesizeMs?: number;
      ms: number;
      /** Failed, or aborted by newer words (`superseded`). */
      error?: string;
    };

export interface VoiceServerOptions<U extends VoiceServerUser> {
  /**
   * Who is calling, from the handshake's `auth` (the client sends `{ token }`); null refuses
   * with `authentication_failed`. Called on every `authenticate`.
   */
  authenticate(auth: Record<string, unknown>, socket: Socket): Promise<U | null> | U | null;
  /**
   * Whether the authenticated caller may start a call now (quotas: calls per account, per
   * process): null admits, a string refuses with `error {message}` and the socket stays
   * unauthenticated until the authentication timer drops it. Every admitted call is given back
   * with `release` when it ends. @default admits every call
   */
  admit?(user: U, socket: Socket): Promise<string | null> | string | null;
  /** The call `admit` let in has ended (however it ended). */
  release?(user: U, socket: Socket): Promise<void> | void;
  /** Speech to text. Return '' when nothing was understood. */
  transcribe(request: TranscribeRequest<U>): Promise<string>;
  /** The answer to the caller's words. */
  respond(request: RespondRequest<U>): Promise<string>;
  /** Text to speech as MP3 bytes (sent base64); omit or return undefined for text-only answers. */
  synthesize?(
    text: string,
    context: { language: string; user: U; signal: AbortSignal },
  ): Promise<Uint8Array | undefined>;
  /** Called after every transcription and answer, failed ones included (metrics, records). */
  onTurn?(turn: VoiceTurn, context: { user: U; socketId: string }): void;
  /** Where a failing callback is reported (never to the caller). @default console.error */
  onError?(error: unknown, context: { stage: string; socketId: string }): void;
  /** @default '/ivr' (only used when given a `Server`) */
  namespace?: string;
  /** Limits of one call; see `ServerCallConfig`. */
  limits?: Partial<ServerCallConfig>;
}

export interface VoiceServer {
  /** Calls currently open. */
  readonly calls: number;
  /** Ends every call (sockets disconnected) and stops accepting new ones. */
  close(): void;
  /**
   * Hangs up every call of `userId` on this server (their session was revoked, the account
   * suspended): `authentication_failed {message}`, then the socket is disconnected.
   */
  revoke(userId: string, message?: string): void;
}

type VoiceSocketServerSide = Socket<ClientToServerEvents, ServerToClientEvents>;

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Serves the protocol on `target` (`io` → its `/ivr` namespace, or a namespace as given). */
export function attachVoiceServer<U extends VoiceServerUser>(
  target: Server | Namespace,
  options: VoiceServerOptions<U>,
): VoiceServer {
  const nsp: Namespace =
    'of' in target ? target.of(options.namespace ?? VOICE_NAMESPACE) : (target as Namespace);
  const report = options.onError ?? ((error: unknown) => console.error(error));
  /** Each open call's socket, with what `revoke` needs of it. */
  const open = new Map<
    VoiceSocketServerSide,
    { userId(): string | null; dispatch(event: ServerCallEvent): void }
  >();

  const onConnection = (socket: VoiceSocketServerSide) => {
    let state = initialServerCallState(performance.now(), options.limits);
    let user: U | null = null;
    let authTimer: ReturnType<typeof setTimeout> | undefined;
    const answers = new Map<number, AbortController>();
    const stage = (name: string) => (error: unknown) => {
      if (!(error instanceof Error && error.name === 'AbortError')) {
        report(error, { stage: name, socketId: socket.id });
      }
    };

    const turn = (done: VoiceTurn) => {
      if (!user || !options.onTurn) return;
      try {
        options.onTurn(done, { user, socketId: socket.id });
      } catch (error) {
        stage('onTurn')(error);
      }
    };
    const since = (started: number) => Math.round(performance.now() - started);

    const dispatch = (event: ServerCallEvent) => {
      const result = serverCallTransition(state, event, options.limits);
      state = result.state;
      for (const effect of result.effects) run(effect);
    };

    const run = (effect: ServerCallEffect) => {
      switch (effect.type) {
        case 'emit':
          (socket.emit as (event: string, payload: unknown) => boolean)(
            effect.event,
            effect.payload,
          );
          return;
        case 'authenticate':
          Promise.resolve()
            .then(() => options.authenticate({ ...socket.handshake.auth }, socket as Socket))
            .then(
              (found) => {
                user = found;
                dispatch({ type: 'authResult', userId: found?.id ?? null });
              },
              (error) => {
                stage('authenticate')(error);
                dispatch({ type: 'authResult', userId: null });
              },
            );
          return;
        case 'transcribe': {
          if (!user) return;
          const { id, pcm, language } = effect;
          const started = performance.now();
          const audioBytes = pcm.length;
          options.transcribe({ pcm, sampleRate: VOICE_SAMPLE_RATE, language, user }).then(
            (text) => {
              turn({
                kind: 'speech',
                text,
                filtered: noiseReason(text),
                audioBytes,
                ms: since(started),
              });
              dispatch({ type: 'transcribed', id, text });
            },
            (error) => {
              stage('transcribe')(error);
              turn({ kind: 'speech', audioBytes, ms: since(started), error: String(error) });
              dispatch({ type: 'transcribeFailed', id });
            },
          );
          return;
        }
        case 'answer': {
          if (!user) return;
          const controller = new AbortController();
          answers.set(effect.id, controller);
          const { id, text, language, previousAIResponse, history, useTTS } = effect;
          const signal = controller.signal;
          const caller = user;
          const started = performance.now();
          let respondMs = 0;
          let synthesizeMs: number | undefined;
          (async () => {
            const reply = await options.respond({
              text,
              language,
              ...(previousAIResponse === undefined ? {} : { previousAIResponse }),
              history,
              user: caller,
              signal,
            });
            respondMs = since(started);
            let audio: Uint8Array | undefined;
            if (useTTS && options.synthesize) {
              const spoken = performance.now();
              audio = await options.synthesize(reply, { language, user: caller, signal });
              synthesizeMs = since(spoken);
            }
            return { reply, audio: audio ? base64(audio) : undefined };
          })()
            .then(
              ({ reply, audio }) => {
                const timing = { respondMs, ms: since(started) };
                const spoken = synthesizeMs === undefined ? {} : { synthesizeMs };
                // An answer that came back after newer words aborted it is not sent.
                const dropped = signal.aborted ? { error: 'superseded' } : {};
                turn({ kind: 'answer', question: text, reply, ...timing, ...spoken, ...dropped });
                dispatch({ type: 'answered', id, text: reply, audio });
              },
              (error) => {
                stage('respond')(error);
                const why = signal.aborted ? 'superseded' : String(error);
                turn({
                  kind: 'answer',
                  question: text,
                  respondMs: respondMs || since(started),
                  ms: since(started),
                  error: why,
                });
                dispatch({ type: 'answerFailed', id });
              },
            )
            .finally(() => answers.delete(id));
          return;
        }
        case 'admit': {
          const { userId } = effect;
          const admitted = user;
          if (!admitted) return;
          Promise.resolve()
            .then(() => options.admit?.(admitted, socket as Socket) ?? null)
            .then(
              (refused) => dispatch({ type: 'admission', userId, refused }),
              (error) => {
                stage('admit')(error);
                dispatch({ type: 'admission', userId, refused: SERVER_ERRORS.admitFailed });
              },
            );
          return;
        }
        case 'release': {
          const admitted = user;
          if (!admitted || !options.release) return;
          Promise.resolve()
            .then(() => options.release?.(admitted, socket as Socket))
            .catch(stage('release'));
          return;
        }
        case 'abort':
          answers.get(effect.id)?.abort();
          return;
        case 'setTimer':
          clearTimeout(authTimer);
          authTimer = setTimeout(
            () => dispatch({ type: 'timer', name: 'auth' }),
            Math.max(0, effect.at - performance.now()),
          );
          return;
        case 'clearTimer':
          clearTimeout(authTimer);
          return;
        case 'disconnect':
          socket.disconnect(true);
          return;
      }
    };

    open.set(socket, { userId: () => (state.phase === 'live' ? state.userId : null), dispatch });
    dispatch({ type: 'connected', now: performance.now() });
    socket.onAny((event: string, payload: unknown) => {
      dispatch({ type: 'message', name: event, payload, now: performance.now() });
    });
    socket.on('disconnect', () => {
      open.delete(socket);
      for (const controller of answers.values()) controller.abort();
      dispatch({ type: 'closed' });
    });
  };

  nsp.on('connection', onConnection);
  return {
    get calls() {
      return open.size;
    },
    close() {
      nsp.off('connection', onConnection);
      for (const socket of open.keys()) socket.disconnect(true);
    },
    revoke(userId: string, message: string = SERVER_ERRORS.sessionEnded) {
      for (const call of open.values()) {
        if (call.userId() === userId) call.dispatch({ type: 'revoked', message });
      }
    },
  };
}
