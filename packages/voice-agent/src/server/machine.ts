import type { WhisperResponse } from '../protocol.js';
import { eventBucketSpec, GATE_ERRORS, gateMessage } from './gate.js';
import {
  addChunk,
  type Bucket,
  dequeue,
  emptyQueue,
  enqueue,
  fullBucket,
  type OpenSegments,
  PCM_BYTES_PER_SECOND,
  type TranscriptionQueue,
  transcriptResponse,
} from './utterances.js';

/**
 * One call of the reference server as a pure state machine, the shape of the browser's
 * `transition` and of Kiwo's IVR call machine (ADR 0035): `serverCallTransition(state, event)`
 * returns the next state and effects; sockets, providers and their outcomes stay in the adapter
 * (`./index.ts`). Rules: every message passes the gate (`./gate.ts`: a rate limit on the
 * caller's clock, known names, nothing but `authenticate` and `ping` before authentication); whisper
 * chunks are joined per `segmentId` up to `maxUtteranceSeconds` (`./utterances.ts`, shared with
 * servers that build more rules around them); one transcription at a time, in arrival order; a
 * newer question aborts the answer in progress (barge-in) and only the newest answer is sent;
 * ten lines of history.
 */

export interface ServerCallConfig {
  /** Longest speech segment accepted, in seconds of 16 kHz PCM. @default 30 */
  maxUtteranceSeconds: number;
  /** Earlier exchanges passed to `respond`. @default 10 */
  historyLines: number;
  /** Partly received segments kept at once. @default 4 */
  maxOpenSegments: number;
  /** Transcriptions running or waiting; a segment beyond them is refused as busy. @default 2 */
  maxQueuedTranscriptions: number;
  /** Messages a second a client may send, in bursts of twice that. @default 20 */
  eventsPerSecond: number;
  /** A socket not authenticated this long after connecting is dropped. @default 20000 */
  authTimeoutMs: number;
}

const DEFAULTS: ServerCallConfig = {
  maxUtteranceSeconds: 30,
  historyLines: 10,
  maxOpenSegments: 4,
  maxQueuedTranscriptions: 2,
  eventsPerSecond: 20,
  authTimeoutMs: 20_000,
};

export const SERVER_ERRORS = {
  ...GATE_ERRORS,
  invalid: (name: string, why: string) => `Invalid ${name}: ${why}`,
  tooLong: (seconds: number) => `Speech longer than ${seconds} seconds was dropped`,
  speechFailed: 'Speech recognition failed',
  busy: 'Still working on your previous words',
  aiFailed: 'The AI could not answer',
  authFailed: 'Authentication failed',
  sessionEnded: 'Your session has ended',
  admitFailed: 'The call could not be started',
} as const;

/** A finished segment, transcribed or waiting to be. */
interface Utterance {
  id: number;
  pcm: Uint8Array;
  language: string;
}

type AnswerKind = 'text' | 'interruption';

export interface ServerCallState {
  /** `admitting`: the caller is known, the adapter's `admit` (quotas) is being asked. */
  phase: 'waiting' | 'authenticating' | 'admitting' | 'live' | 'ended';
  userId: string | null;
  /** The user holding a place granted by `admit`, given back (`release`) when the call ends. */
  admitted: string | null;
  /** The rate limit's tokens (`./gate.ts`). */
  events: Bucket;
  nextId: number;
  segments: OpenSegments;
  transcriptions: TranscriptionQueue<Utterance>;
  /** The answer being prepared; a newer question replaces (and aborts) it. */
  answering: { id: number; kind: AnswerKind; question: string } | null;
  history: readonly { role: 'user' | 'ai'; text: string }[];
}

export type ServerCallEvent =
  /** The socket connected at `now`: the authentication timer starts. */
  | { type: 'connected'; now: number }
  /** A timer set by a `setTimer` effect is due. */
  | { type: 'timer'; name: 'auth' }
  /** The caller's session ended elsewhere (logout, suspension): hang up with `message`. */
  | { type: 'revoked'; message: string }
  /** A client message at `now` (milliseconds of the adapter's monotonic clock). */
  | { type: 'message'; name: string; payload: unknown; now: number }
  | { type: 'authResult'; userId: string | null }
  /** The outcome of `admit`: why the call may not start (sent as an `error`), or null. */
  | { type: 'admission'; userId: string; refused: string | null }
  | { type: 'transcribed'; id: number; text: string }
  | { type: 'transcribeFailed'; id: number }
  | { type: 'answered'; id: number; text: string; audio: string | undefined }
  | { type: 'answerFailed'; id: number }
  | { type: 'closed' };

export type ServerCallEffect =
  | { type: 'emit'; event: string; payload: unknown }
  | { type: 'authenticate' }
  | { type: 'admit'; userId: string }
  | { type: 'release'; userId: string }
  | { type: 'transcribe'; id: number; pcm: Uint8Array; language: string }
  | {
      type: 'answer';
      id: number;
      text: string;
      language: string;
      previousAIResponse?: string;
      history: ServerCallState['history'];
      useTTS: boolean;
    }
  | { type: 'abort'; id: number }
  | { type: 'setTimer'; name: 'auth'; at: number }
  | { type: 'clearTimer'; name: 'auth' }
  | { type: 'disconnect' };

/** A new call at `now` (the clock of the `message` events). */
export function initialServerCallState(
  now = 0,
  limits: Partial<ServerCallConfig> = {},
): ServerCallState {
  const { eventsPerSecond } = { ...DEFAULTS, ...limits };
  return {
    phase: 'waiting',
    userId: null,
    admitted: null,
    events: fullBucket(eventBucketSpec(eventsPerSecond), now),
    nextId: 1,
    segments: [],
    transcriptions: emptyQueue(),
    answering: null,
    history: [],
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max: number) => typeof v === 'string' && v.length <= max;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function serverCallTransition(
  state: ServerCallState,
  event: ServerCallEvent,
  limits: Partial<ServerCallConfig> = {},
): { state: ServerCallState; effects: ServerCallEffect[] } {
  const config = { ...DEFAULTS, ...limits };
  const effects: ServerCallEffect[] = [];
  let next = state;
  const set = (patch: Partial<ServerCallState>) => {
    next = { ...next, ...patch };
  };
  const emit = (name: string, payload: unknown) =>
    effects.push({ type: 'emit', event: name, payload });
  const error = (message: string) => emit('error', { message });
  const release = () => {
    if (!next.admitted) return;
    effects.push({ type: 'release', userId: next.admitted });
    set({ admitted: null });
  };
  const remember = (role: 'user' | 'ai', text: string) =>
    set({ history: [...next.history, { role, text }].slice(-config.historyLines) });

  const ask = (
    kind: AnswerKind,
    text: string,
    language: string,
    useTTS: boolean,
    previous?: string,
  ) => {
    if (next.answering) effects.push({ type: 'abort', id: next.answering.id });
    const id = next.nextId;
    effects.push({
      type: 'answer',
      id,
      text,
      language,
      ...(previous === undefined ? {} : { previousAIResponse: previous }),
      history: next.history,
      useTTS,
    });
    set({ nextId: id + 1, answering: { id, kind, question: text } });
  };

  const onMessage = (name: string, payload: unknown, now: number) => {
    const gate = gateMessage(
      next.events,
      { name, now, authenticated: next.phase === 'live' },
      config.eventsPerSecond,
    );
    set({ events: gate.bucket });
    if (gate.error) return error(gate.error);
    if (name === 'ping') return;
    if (name === 'authenticate') {
      if (next.phase === 'waiting' || next.phase === 'live') {
        set({ phase: 'authenticating' });
        effects.push({ type: 'authenticate' });
      }
      return;
    }
    if (name === 'end_session') {
      set({ phase: 'ended' });
      release();
      if (next.answering) effects.push({ type: 'abort', id: next.answering.id });
      effects.push({ type: 'disconnect' });
      return;
    }
    if (!isRecord(payload)) return error(SERVER_ERRORS.invalid(name, 'expected an object'));
    const language = str(payload.language, 16) ? (payload.language as string) : null;
    if (!language) return error(SERVER_ERRORS.invalid(name, 'language'));
    if (name === 'whisper_audio') return onAudio(payload, language);
    const useTTS = payload.useTTS !== false;
    if (name === 'ai_text_input') {
      if (!str(payload.text, 4000) || (payload.text as string).trim() === '') {
        return error(SERVER_ERRORS.invalid(name, 'text'));
      }
      return ask('text', (payload.text as string).trim(), language, useTTS);
    }
    // ai_intelligent_interruption
    const said = payload.userInterruption;
    const previous = payload.previousAIResponse;
    if (!str(said, 4000) || (said as string).trim() === '' || !str(previous, 20_000)) {
      return error(SERVER_ERRORS.invalid(name, 'userInterruption / previousAIResponse'));
    }
    ask('interruption', (said as string).trim(), language, useTTS, previous as string);
  };

  const onAudio = (payload: Record<string, unknown>, language: string) => {
    const audio = payload.audio;
    if (typeof audio !== 'string' || !BASE64.test(audio) || payload.sampleRate !== 16000) {
      return error(SERVER_ERRORS.invalid('whisper_audio', 'audio / sampleRate'));
    }
    const count = Number.isInteger(payload.chunkCount) ? (payload.chunkCount as number) : 1;
    const index = Number.isInteger(payload.chunkIndex) ? (payload.chunkIndex as number) : 0;
    const segmentId =
      typeof payload.segmentId === 'string' ? payload.segmentId : `solo-${next.nextId}`;
    if (count < 1 || count > 64 || index < 0 || index >= count) {
      return error(SERVER_ERRORS.invalid('whisper_audio', 'chunkIndex / chunkCount'));
    }
    const added = addChunk(
      next.segments,
      { segmentId, chunkIndex: index, chunkCount: count, pcm: decodeBase64(audio), language },
      {
        maxBytes: config.maxUtteranceSeconds * PCM_BYTES_PER_SECOND,
        maxOpen: config.maxOpenSegments,
      },
    );
    set({ segments: added.segments });
    const { outcome } = added;
    if (outcome.type === 'invalid')
      return error(SERVER_ERRORS.invalid('whisper_audio', outcome.why));
    if (outcome.type === 'tooLong') {
      emit('whisper_response', { error: SERVER_ERRORS.tooLong(config.maxUtteranceSeconds) });
      return;
    }
    if (outcome.type !== 'complete') return;
    const job = { id: next.nextId, pcm: outcome.pcm, language: outcome.language };
    set({ nextId: next.nextId + 1 });
    const queued = enqueue(next.transcriptions, job, config.maxQueuedTranscriptions);
    set({ transcriptions: queued.queue });
    if (queued.busy) emit('whisper_response', { error: SERVER_ERRORS.busy });
    if (queued.start) transcribe(queued.start);
  };

  const transcribe = ({ id, pcm, language }: Utterance) =>
    effects.push({ type: 'transcribe', id, pcm, language });

  /** The running transcription `id` is done: its response, then the next waiting one starts. */
  const transcribed = (id: number, response: WhisperResponse) => {
    if (next.transcriptions.running?.id !== id) return;
    // A call being authenticated again still hears its words; an ended one drops the rest.
    if (next.phase !== 'ended') emit('whisper_response', response);
    const done = dequeue(next.transcriptions, next.phase === 'ended');
    set({ transcriptions: done.queue });
    if (done.start) transcribe(done.start);
  };

  switch (event.type) {
    case 'message':
      if (next.phase !== 'ended') onMessage(event.name, event.payload, event.now);
      break;
    case 'authResult':
      if (next.phase !== 'authenticating') break;
      if (event.userId === null) {
        set({ phase: 'ended' });
        emit('authentication_failed', { message: SERVER_ERRORS.authFailed });
        effects.push({ type: 'disconnect' });
      } else if (next.admitted === event.userId) {
        // Authenticated again on a live call: its place is already held.
        set({ phase: 'live' });
        emit('authenticated', { userId: event.userId });
      } else {
        set({ phase: 'admitting' });
        effects.push({ type: 'admit', userId: event.userId });
      }
      break;
    case 'admission':
      if (next.phase === 'ended') {
        // The socket went away while the place was asked for: give it back.
        if (!event.refused) effects.push({ type: 'release', userId: event.userId });
        break;
      }
      if (next.phase !== 'admitting') break;
      if (event.refused) {
        // Quotas: an `error`, the socket stays unauthenticated and the auth timer closes it.
        set({ phase: 'waiting' });
        error(event.refused);
        break;
      }
      set({ phase: 'live', userId: event.userId, admitted: event.userId });
      effects.push({ type: 'clearTimer', name: 'auth' });
      emit('authenticated', { userId: event.userId });
      break;
    case 'transcribed':
      transcribed(event.id, transcriptResponse(event.text));
      break;
    case 'transcribeFailed':
      transcribed(event.id, { error: SERVER_ERRORS.speechFailed });
      break;
    case 'answered': {
      const asked = next.answering;
      // A superseded answer is dropped: the caller already asked something newer.
      if (next.phase !== 'live' || asked?.id !== event.id) break;
      set({ answering: null });
      remember('user', asked.question);
      remember('ai', event.text);
      const audio = event.audio === undefined ? {} : { audioResponse: event.audio };
      if (asked.kind === 'text') {
        emit('ai_response', {
          transcription: asked.question,
          aiResponse: event.text,
          ...audio,
          isInterruption: false,
          fillerUsed: false,
        });
      } else {
        emit('ai_interruption_response', {
          transcription: asked.question,
          modifiedResponse: event.text,
          ...audio,
          fillerUsed: false,
          contextualBlend: true,
        });
      }
      break;
    }
    case 'answerFailed': {
      const asked = next.answering;
      if (next.phase !== 'live' || asked?.id !== event.id) break;
      set({ answering: null });
      emit(asked.kind === 'text' ? 'ai_response' : 'ai_interruption_response', {
        error: SERVER_ERRORS.aiFailed,
      });
      break;
    }
    case 'connected':
      effects.push({ type: 'setTimer', name: 'auth', at: event.now + config.authTimeoutMs });
      break;
    case 'timer':
      // Still not authenticated (waiting, refused, or its look-up hangs): drop the socket.
      if (next.phase === 'live' || next.phase === 'ended') break;
      set({ phase: 'ended' });
      effects.push({ type: 'disconnect' });
      break;
    case 'revoked':
      if (next.phase !== 'live') break;
      emit('authentication_failed', { message: event.message });
      release();
      if (next.answering) effects.push({ type: 'abort', id: next.answering.id });
      set({ phase: 'ended', answering: null });
      effects.push({ type: 'disconnect' });
      break;
    case 'closed':
      effects.push({ type: 'clearTimer', name: 'auth' });
      release();
      set({
        phase: 'ended',
        answering: null,
        segments: [],
        transcriptions: { running: next.transcriptions.running, waiting: [] },
      });
      break;
  }
  return { state: next, effects };
}
