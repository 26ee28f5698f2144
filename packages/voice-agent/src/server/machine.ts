import { CLIENT_EVENTS } from '../protocol.js';

/**
 * One call of the reference server as a pure state machine, the shape of the browser's
 * `transition` and of Kiwo's IVR call machine (ADR 0035): `serverCallTransition(state, event)`
 * returns the next state and effects; sockets, providers and their outcomes stay in the adapter
 * (`./index.ts`). Rules: nothing but `authenticate` and `ping` before authentication; whisper
 * chunks are joined per `segmentId` up to `maxUtteranceSeconds`; a newer question aborts the
 * answer in progress (barge-in) and only the newest answer is sent; ten lines of history.
 */

export interface ServerCallConfig {
  /** Longest speech segment accepted, in seconds of 16 kHz PCM. @default 30 */
  maxUtteranceSeconds: number;
  /** Earlier exchanges passed to `respond`. @default 10 */
  historyLines: number;
  /** Partly received segments kept at once. @default 4 */
  maxOpenSegments: number;
}

const DEFAULTS: ServerCallConfig = {
  maxUtteranceSeconds: 30,
  historyLines: 10,
  maxOpenSegments: 4,
};

export const SERVER_ERRORS = {
  notAuthenticated: 'Please authenticate first',
  unknownEvent: (name: string) => `Unknown event: ${name}`,
  invalid: (name: string, why: string) => `Invalid ${name}: ${why}`,
  tooLong: (seconds: number) => `Speech longer than ${seconds} seconds was dropped`,
  speechFailed: 'Speech recognition failed',
  aiFailed: 'The AI could not answer',
  authFailed: 'Authentication failed',
} as const;

interface OpenSegment {
  chunks: readonly (Uint8Array | undefined)[];
  received: number;
  bytes: number;
}

type AnswerKind = 'text' | 'interruption';

export interface ServerCallState {
  phase: 'waiting' | 'authenticating' | 'live' | 'ended';
  userId: string | null;
  nextId: number;
  segments: Readonly<Record<string, OpenSegment>>;
  /** The answer being prepared; a newer question replaces (and aborts) it. */
  answering: { id: number; kind: AnswerKind; question: string } | null;
  history: readonly { role: 'user' | 'ai'; text: string }[];
}

export type ServerCallEvent =
  | { type: 'message'; name: string; payload: unknown }
  | { type: 'authResult'; userId: string | null }
  | { type: 'transcribed'; id: number; text: string; noise: string | null }
  | { type: 'transcribeFailed'; id: number }
  | { type: 'answered'; id: number; text: string; audio: string | undefined }
  | { type: 'answerFailed'; id: number }
  | { type: 'closed' };

export type ServerCallEffect =
  | { type: 'emit'; event: string; payload: unknown }
  | { type: 'authenticate' }
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
  | { type: 'disconnect' };

export function initialServerCallState(): ServerCallState {
  return { phase: 'waiting', userId: null, nextId: 1, segments: {}, answering: null, history: [] };
}

const KNOWN = new Set<string>(CLIENT_EVENTS);
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

function join(chunks: readonly (Uint8Array | undefined)[], bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    if (!chunk) continue;
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
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

  const onMessage = (name: string, payload: unknown) => {
    if (!KNOWN.has(name)) return error(SERVER_ERRORS.unknownEvent(name));
    if (name === 'ping') return;
    if (name === 'authenticate') {
      if (next.phase === 'waiting' || next.phase === 'live') {
        set({ phase: 'authenticating' });
        effects.push({ type: 'authenticate' });
      }
      return;
    }
    if (next.phase !== 'live') return error(SERVER_ERRORS.notAuthenticated);
    if (name === 'end_session') {
      set({ phase: 'ended' });
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
    const chunk = decodeBase64(audio);
    const maxBytes = config.maxUtteranceSeconds * 16000 * 2;
    const open = next.segments[segmentId] ?? {
      chunks: Array.from({ length: count }, () => undefined),
      received: 0,
      bytes: 0,
    };
    if (open.chunks.length !== count || open.chunks[index]) {
      return error(SERVER_ERRORS.invalid('whisper_audio', 'chunk repeated or count changed'));
    }
    const segment: OpenSegment = {
      chunks: open.chunks.map((c, i) => (i === index ? chunk : c)),
      received: open.received + 1,
      bytes: open.bytes + chunk.length,
    };
    const { [segmentId]: _, ...others } = next.segments;
    if (segment.bytes > maxBytes) {
      set({ segments: others });
      emit('whisper_response', { error: SERVER_ERRORS.tooLong(config.maxUtteranceSeconds) });
      return;
    }
    if (segment.received < count) {
      const ids = Object.keys(others);
      // The oldest partial segment gives way: a client that never finishes cannot grow this.
      const kept = ids.length >= config.maxOpenSegments ? ids.slice(1) : ids;
      set({
        segments: {
          ...Object.fromEntries(kept.map((id) => [id, others[id] as OpenSegment])),
          [segmentId]: segment,
        },
      });
      return;
    }
    set({ segments: others, nextId: next.nextId + 1 });
    effects.push({
      type: 'transcribe',
      id: next.nextId - 1,
      pcm: join(segment.chunks, segment.bytes),
      language,
    });
  };

  switch (event.type) {
    case 'message':
      if (next.phase !== 'ended') onMessage(event.name, event.payload);
      break;
    case 'authResult':
      if (next.phase !== 'authenticating') break;
      if (event.userId === null) {
        set({ phase: 'ended' });
        emit('authentication_failed', { message: SERVER_ERRORS.authFailed });
        effects.push({ type: 'disconnect' });
      } else {
        set({ phase: 'live', userId: event.userId });
        emit('authenticated', { userId: event.userId });
      }
      break;
    case 'transcribed':
      if (next.phase !== 'live') break;
      if (event.text.trim() === '') emit('whisper_response', { filtered: true, reason: 'empty' });
      else if (event.noise) {
        emit('whisper_response', {
          filtered: true,
          reason: event.noise,
          transcription: event.text,
        });
      } else emit('whisper_response', { transcription: event.text.trim() });
      break;
    case 'transcribeFailed':
      if (next.phase === 'live') emit('whisper_response', { error: SERVER_ERRORS.speechFailed });
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
    case 'closed':
      set({ phase: 'ended', answering: null, segments: {} });
      break;
  }
  return { state: next, effects };
}
