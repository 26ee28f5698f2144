import { noiseReason } from '@kiwo/voice-agent/noise';
import {
  addChunk,
  type Bucket,
  dequeue,
  EVENTS_BEFORE_AUTH,
  enqueue,
  eventBucketSpec,
  fullBucket,
  GATE_ERRORS,
  gateMessage,
  type OpenSegments,
  PCM_BYTES_PER_SECOND,
  takeTokens,
  transcriptResponse,
} from '@kiwo/voice-agent/server/core';
import type { AdvisorTurn } from '../advisor';
import { MUST_CHANGE_PASSWORD, NOT_SIGNED_IN, SESSION_ENDED, SUSPENDED } from '../plugins/auth';
import type { AnswerRequest, SpokenAnswer } from './pipeline';
import type { TurnRecord } from './repository';
import type { SpeechLanguage } from './speech';
import {
  ASK_AGAIN,
  asksToContinue,
  confirmation,
  foldWords,
  MORE_HINT,
  NOT_CAUGHT,
  NOTHING_MORE,
  READ_BACK,
} from './voice-text';

/**
 * One voice call (spec §7) as a pure state machine (ADR 0035): `transition(state, event, limits)`
 * returns the next state and the effects to run. No sockets, timers, database or clock in here:
 * every event carries `now` (milliseconds of a monotonic clock), timers are `setTimer` effects
 * answered by `timer` events, and every slow step (session look-up, quota, transcription,
 * answer, speech) is an effect whose outcome comes back as an event. `call.ts` wires it to a
 * socket. The protocol-generic rules — token buckets, chunks joined per segment, one
 * transcription at a time, the spec §5 noise filter — are `@kiwo/voice-agent/server`'s, the
 * same functions its reference machine runs on (ADR 0035 addendum); Kiwo's own rules
 * (sessions, quotas, records, read-back, continuations, notes) stay here.
 */

/** Messages of the `error` event and of failed stages; the client shows its own spec §8 line. */
export const IVR_ERRORS = {
  notAuthenticated: GATE_ERRORS.notAuthenticated,
  tooFast: GATE_ERRORS.tooFast,
  audioTooFast: 'Audio is arriving faster than real time',
  invalidChunk: (why: string) => `Invalid whisper_audio: ${why}`,
  tooLong: (seconds: number) => `Speech longer than ${seconds} seconds was dropped`,
  unknownEvent: GATE_ERRORS.unknownEvent,
  speechUnavailable: 'Speech recognition is not available',
  speechFailed: 'Speech recognition failed',
  busy: 'Still working on your previous words',
  aiFailed: 'The AI could not answer',
  nothingToContinue: 'There is no answer to continue',
} as const;

export interface CallLimits {
  authTimeoutMs: number;
  sessionRecheckMs: number;
  maxUtteranceSeconds: number;
  eventsPerSecond: number;
}

/** Earlier exchanges the advisor sees (as in the chat). */
const HISTORY_LINES = 10;
/** Transcriptions running or waiting; more and the segment is refused. */
const MAX_QUEUED_SEGMENTS = 2;
/** Recent words of a read-back recogniser, to know its words when the client sends them back. */
const MAX_HEARD = 4;
/** Partly received segments kept; a client that never sends the last chunk cannot grow this. */
const MAX_OPEN_SEGMENTS = 4;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** What the machine needs to know of a session's account. */
interface CallUser {
  id: string;
  status: string;
  mustChangePassword: boolean;
}

interface Transcription {
  pcm: Buffer;
  language: SpeechLanguage;
  receivedAt: number;
}

type Pipeline =
  | {
      id: number;
      kind: 'text' | 'interruption';
      question: string;
      language: SpeechLanguage;
      spoken: SpeechLanguage;
      contextualBlend: boolean;
      startedAt: number;
    }
  | {
      id: number;
      /** A reply of the service itself (a read-back, "ask again"), not the advisor's. */
      kind: 'said';
      reply: 'text' | 'interruption';
      asked: string;
      text: string;
      /** The question this read-back asks the caller to confirm. */
      confirm: Confirm | null;
      startedAt: number;
    }
  | {
      id: number;
      kind: 'continuation';
      asked: string;
      text: string;
      next: boolean;
      startedAt: number;
    };

/** A question heard by a read-back recogniser, waiting for the caller's "yes". */
interface Confirm {
  question: string;
  language: SpeechLanguage;
  spoken: SpeechLanguage;
}

type CallPhase =
  /** Connected, not authenticated (also after a refusal: the auth timer will close it). */
  | 'waiting'
  | 'resolving'
  | 'admitting'
  /** Admitted: the user is known, the `voice_calls` row is being written. */
  | 'starting'
  | 'live'
  | 'ended';

export interface CallState {
  phase: CallPhase;
  userId: string | null;
  /** The account whose session resolved, while its quota place is asked for. */
  candidate: string | null;
  callId: string | null;
  /** The account holding a quota place until the call ends (ADR 0024). */
  admitted: string | null;
  endReason: string | null;
  events: Bucket;
  audio: Bucket;
  sessionCheckedAt: number;
  turn: number;
  /** The English-fallback note was given (once per call). */
  noteGiven: boolean;
  /** The call's language is the one of its first request (authenticate carries none). */
  languageStored: boolean;
  history: readonly AdvisorTurn[];
  lastAnswer: { text: string; remaining: readonly string[] } | null;
  /** The one answer in progress; a newer question replaces it. */
  pipeline: Pipeline | null;
  /** Answers aborted by newer words or the end, until their outcome comes back. */
  replaced: readonly Pipeline[];
  nextPipelineId: number;
  /** Partly received segments, oldest first. */
  segments: OpenSegments<SpeechLanguage>;
  anonymousSegment: number;
  /** One transcription at a time, in arrival order. */
  transcribing: (Transcription & { startedAt: number }) | null;
  waiting: readonly Transcription[];
  /** The "I didn't catch that" being spoken for the transcription in progress. */
  notice: string | null;
  /**
   * Accepted words of a recogniser that can only say its grammar's sentences (ADR 0050), newest last: when they come back as a question they are read back first.
   */
  heard: readonly string[];
  /** A read-back waiting for the caller's yes or no. */
  confirming: Confirm | null;
}

export type CallEvent = {
  now: number;
} /** Any client message, before its handler (rate limit, unknown names, authentication gate). */ & (
  | { type: 'message'; name: string }
  | { type: 'invalid'; message: string }
  | { type: 'authenticate'; token: unknown }
  | { type: 'sessionResolved'; user: CallUser | null }
  | { type: 'admission'; refused: string | null }
  | { type: 'callStarted'; callId: string }
  /** A step of authentication threw: the socket may try again. */
  | { type: 'authError' }
  | ({ type: 'audio'; pcm: Buffer; language: SpeechLanguage } & AudioChunk)
  | {
      type: 'transcribed';
      text: string;
      /** Below the recogniser's threshold: ask again instead of passing the words on. */
      doubtful?: boolean;
      /** The recogniser can say its grammar's sentences only: read the question back. */
      forced?: boolean;
      confidence?: number;
    }
  /** The "I didn't catch that" of a doubtful transcription was spoken (or could not be). */
  | { type: 'noticeSpoken'; audio: string | undefined }
  | { type: 'transcriptionFailed'; message: string; unavailable: boolean }
  | {
      type: 'textInput';
      text: string;
      language: SpeechLanguage;
      spoken: SpeechLanguage;
      useTTS: boolean;
    }
  | {
      type: 'interruption';
      text: string;
      previousAIResponse: string;
      language: SpeechLanguage;
      spoken: SpeechLanguage;
      useTTS: boolean;
      filler: boolean;
    }
  | { type: 'answered'; id: number; result: SpokenAnswer }
  | { type: 'answerFailed'; id: number; message: string }
  | { type: 'spoke'; id: number; audio: string | undefined; ms: number; error: string | null }
  | { type: 'speakFailed'; id: number }
  | { type: 'timer'; name: TimerName }
  /** Look at the session again now (a revocation somewhere; ADR 0019). */
  | { type: 'recheck' }
  /** The outcome of a `checkSession` effect: why the session no longer allows the call, or null. */
  | { type: 'sessionChecked'; problem: string | null }
  /** The user's session was revoked or the account suspended: hang up with this message. */
  | { type: 'revoked'; message: string }
  | { type: 'end'; reason: string }
);

interface AudioChunk {
  segmentId?: string | undefined;
  chunkIndex?: number | undefined;
  chunkCount?: number | undefined;
}

export type TimerName = 'auth' | 'recheck';

export type CallEffect =
  | { type: 'emit'; event: string; payload: Record<string, unknown> }
  /** The held message may go on to its handler. */
  | { type: 'deliver' }
  | { type: 'setTimer'; name: TimerName; at: number }
  | { type: 'clearTimer'; name: TimerName }
  | { type: 'resolveSession'; token: string }
  /** Look the handshake's session up again; `hold` when a message waits for the answer. */
  | { type: 'checkSession'; hold: boolean }
  | { type: 'admit'; userId: string }
  | { type: 'release'; userId: string }
  /** Join the user's room (`endCallsOf`) and write the `voice_calls` row. */
  | { type: 'startCall'; userId: string }
  | { type: 'endCall'; callId: string; reason: string }
  | { type: 'setLanguage'; callId: string; language: SpeechLanguage }
  | { type: 'record'; callId: string | null; turn: TurnRecord }
  | { type: 'loadFarm' }
  | { type: 'transcribe'; pcm: Buffer; language: SpeechLanguage }
  /** Speak a notice in the caller's language (when a voice speaks it): `noticeSpoken`. */
  | { type: 'notice'; text: string; language: SpeechLanguage }
  /** The pipeline's request, less what the adapter holds (the farm context, the abort signal). */
  | ({ type: 'answer'; id: number } & Omit<AnswerRequest, 'farmContext' | 'signal'>)
  | { type: 'speak'; id: number; text: string; spoken: SpeechLanguage }
  | { type: 'abort'; id: number }
  | { type: 'disconnect' };

export interface Transition {
  state: CallState;
  effects: CallEffect[];
}

const maxUtteranceBytes = (limits: CallLimits) => limits.maxUtteranceSeconds * PCM_BYTES_PER_SECOND;
// One utterance may arrive at once (the VAD sends a segment when speech ends); over time no more
// than twice real time.
const audioBucket = (limits: CallLimits) => ({
  capacity: maxUtteranceBytes(limits) * 2,
  perSecond: PCM_BYTES_PER_SECOND * 2,
});

/** A new call at `now`; run `connectEffects` with it (the authentication timer). */
export function initialCallState(now: number, limits: CallLimits): CallState {
  return {
    phase: 'waiting',
    userId: null,
    candidate: null,
    callId: null,
    admitted: null,
    endReason: null,
    events: fullBucket(eventBucketSpec(limits.eventsPerSecond), now),
    audio: fullBucket(audioBucket(limits), now),
    sessionCheckedAt: now,
    turn: 0,
    noteGiven: false,
    languageStored: false,
    history: [],
    lastAnswer: null,
    pipeline: null,
    replaced: [],
    nextPipelineId: 1,
    segments: [],
    anonymousSegment: 0,
    transcribing: null,
    waiting: [],
    notice: null,
    heard: [],
    confirming: null,
  };
}

/** A socket not authenticated in time is dropped. */
export const connectEffects = (now: number, limits: CallLimits): CallEffect[] => [
  { type: 'setTimer', name: 'auth', at: now + limits.authTimeoutMs },
];

const ms = (now: number, since: number) => Math.round(now - since);

export function transition(state: CallState, event: CallEvent, limits: CallLimits): Transition {
  const effects: CallEffect[] = [];
  let next = state;
  const set = (patch: Partial<CallState>) => {
    next = { ...next, ...patch };
  };
  const emit = (name: string, payload: Record<string, unknown>) =>
    effects.push({ type: 'emit', event: name, payload });
  const fail = (message: string) => emit('error', { message });
  const record = (turn: TurnRecord) => effects.push({ type: 'record', callId: next.callId, turn });
  const noteLanguage = (language: SpeechLanguage) => {
    if (next.languageStored || !next.callId) return;
    set({ languageStored: true });
    effects.push({ type: 'setLanguage', callId: next.callId, language });
  };
  const remember = (question: string, said: string) => {
    const history = [
      ...next.history,
      { role: 'user', content: question } as const,
      { role: 'assistant', content: said } as const,
    ];
    set({ history: history.slice(Math.max(0, history.length - HISTORY_LINES)) });
  };
  /** A newer question replaces the one still being answered: one pipeline per call. */
  const replacePipeline = (pipeline: Pipeline | null) => {
    abortPipeline();
    set({ pipeline, nextPipelineId: next.nextPipelineId + 1 });
  };
  const abortPipeline = () => {
    const running = next.pipeline;
    if (!running) return;
    effects.push({ type: 'abort', id: running.id });
    // An aborted answer is still recorded when its failure comes back; a continuation is not.
    const replaced =
      running.kind === 'continuation' || running.kind === 'said'
        ? next.replaced
        : [...next.replaced, running];
    set({ pipeline: null, replaced });
  };
  const startTranscription = (job: Transcription, now: number) => {
    set({ transcribing: { ...job, startedAt: now } });
    noteLanguage(job.language);
    effects.push({ type: 'transcribe', pcm: job.pcm, language: job.language });
  };
  /** The running transcription is done: the next waiting one starts, unless the call ended. */
  const transcriptionDone = (now: number) => {
    const done = dequeue(
      { running: next.transcribing, waiting: next.waiting },
      next.phase === 'ended',
    );
    set({ transcribing: null, waiting: done.queue.waiting });
    if (done.start) startTranscription(done.start, now);
  };
  const end = (reason: string) => {
    if (next.phase === 'ended') return;
    effects.push({ type: 'clearTimer', name: 'auth' }, { type: 'clearTimer', name: 'recheck' });
    if (next.admitted) effects.push({ type: 'release', userId: next.admitted });
    abortPipeline();
    if (next.callId) effects.push({ type: 'endCall', callId: next.callId, reason });
    set({
      phase: 'ended',
      endReason: reason,
      admitted: null,
      segments: [],
      waiting: [],
    });
  };
  const hangUp = (message: string) => {
    if (next.phase === 'ended') return;
    emit('authentication_failed', { message });
    end('session-ended');
    effects.push({ type: 'disconnect' });
  };
  const completeContinuation = (
    pipeline: Extract<Pipeline, { kind: 'continuation' }>,
    speech: { audio: string | undefined; ms: number | null; error: string | null },
    now: number,
  ) => {
    if (next.lastAnswer && pipeline.next)
      set({ lastAnswer: { ...next.lastAnswer, text: pipeline.text } });
    remember(pipeline.asked, pipeline.text);
    emit('ai_continuation_response', {
      aiResponse: pipeline.text,
      ...(speech.audio ? { audioResponse: speech.audio } : {}),
    });
    record({
      kind: 'continuation',
      transcription: pipeline.asked,
      response: pipeline.text,
      ttsMs: speech.ms,
      error: speech.error,
      totalMs: ms(now, pipeline.startedAt),
    });
  };
  /** The next part of the last answer, or a plain "that was all" when nothing is left. */
  const continueAnswer = (asked: string, spoken: SpeechLanguage, useTTS: boolean, now: number) => {
    const [part, ...remaining] = next.lastAnswer?.remaining ?? [];
    if (next.lastAnswer) set({ lastAnswer: { ...next.lastAnswer, remaining } });
    const text = part
      ? [part, remaining.length > 0 ? MORE_HINT[spoken] : ''].filter(Boolean).join(' ')
      : NOTHING_MORE[spoken];
    const pipeline = {
      id: next.nextPipelineId,
      kind: 'continuation',
      asked,
      text,
      next: part !== undefined,
      startedAt: now,
    } as const;
    if (!useTTS) {
      replacePipeline(null);
      completeContinuation(pipeline, { audio: undefined, ms: null, error: null }, now);
      return;
    }
    replacePipeline(pipeline);
    effects.push({ type: 'speak', id: pipeline.id, text, spoken });
  };
  const completeSaid = (
    pipeline: Extract<Pipeline, { kind: 'said' }>,
    audio: string | undefined,
    now: number,
  ) => {
    set({ confirming: pipeline.confirm });
    const audioResponse = audio ? { audioResponse: audio } : {};
    if (pipeline.reply === 'text') {
      emit('ai_response', {
        transcription: pipeline.asked,
        aiResponse: pipeline.text,
        ...audioResponse,
        isInterruption: false,
        fillerUsed: false,
      });
    } else {
      emit('ai_interruption_response', {
        transcription: pipeline.asked,
        modifiedResponse: pipeline.text,
        ...audioResponse,
        fillerUsed: false,
        contextualBlend: false,
      });
    }
    record({
      kind: pipeline.reply,
      transcription: pipeline.asked,
      response: pipeline.text,
      totalMs: ms(now, pipeline.startedAt),
    });
  };
  /** The service's own reply (not the advisor's), spoken like an answer. */
  const say = (
    reply: 'text' | 'interruption',
    asked: string,
    text: string,
    confirm: Confirm | null,
    spoken: SpeechLanguage,
    useTTS: boolean,
    now: number,
  ) => {
    const pipeline = {
      id: next.nextPipelineId,
      kind: 'said',
      reply,
      asked,
      text,
      confirm,
      startedAt: now,
    } as const;
    if (!useTTS) {
      replacePipeline(null);
      completeSaid(pipeline, undefined, now);
      return;
    }
    replacePipeline(pipeline);
    effects.push({ type: 'speak', id: pipeline.id, text, spoken });
  };
  /**
   * True when `text` is made of the read-back recogniser's latest words (the client joins what it
   * heard within its merge pause); those words are then forgotten.
   */
  const fromForcedSpeech = (text: string): boolean => {
    let rest = foldWords(text);
    let used = 0;
    for (const words of next.heard) {
      const folded = foldWords(words);
      if (rest === folded || rest.startsWith(`${folded} `)) {
        rest = rest.slice(folded.length).trim();
        used++;
      }
    }
    if (used === 0 || rest !== '') return false;
    set({ heard: [] });
    return true;
  };
  /**
   * A question from the caller: the answer to a read-back ("yes" answers the question read back,
   * "no" asks again), a read-back of what a forced recogniser heard, or straight to the advisor.
   */
  const ask = (
    kind: 'text' | 'interruption',
    text: string,
    language: SpeechLanguage,
    spoken: SpeechLanguage,
    useTTS: boolean,
    filler: boolean,
    now: number,
  ) => {
    const pending = next.confirming;
    set({ confirming: null });
    if (pending) {
      const reply = confirmation(text);
      if (reply === 'yes') {
        set({ heard: [] });
        respond(kind, pending.question, pending.language, pending.spoken, useTTS, filler, now);
        return;
      }
      if (reply === 'no') {
        set({ heard: [] });
        say(kind, text, ASK_AGAIN[spoken], null, spoken, useTTS, now);
        return;
      }
    }
    if (fromForcedSpeech(text)) {
      const confirm = { question: text, language, spoken };
      say(kind, text, READ_BACK[spoken](text), confirm, spoken, useTTS, now);
      return;
    }
    respond(kind, text, language, spoken, useTTS, filler, now);
  };
  const respond = (
    kind: 'text' | 'interruption',
    question: string,
    language: SpeechLanguage,
    spoken: SpeechLanguage,
    useTTS: boolean,
    filler: boolean,
    now: number,
  ) => {
    if (!next.userId) return;
    const id = next.nextPipelineId;
    replacePipeline({
      id,
      kind,
      question,
      language,
      spoken,
      contextualBlend: kind === 'interruption' && next.history.length > 0,
      startedAt: now,
    });
    noteLanguage(language);
    set({ turn: next.turn + 1 });
    effects.push({
      type: 'answer',
      id,
      question,
      language,
      spoken,
      history: next.history,
      useTTS,
      filler,
      note: !next.noteGiven,
      turn: next.turn,
    });
  };

  switch (event.type) {
    case 'message': {
      const gate = gateMessage(
        next.events,
        { name: event.name, now: event.now, authenticated: next.userId !== null },
        limits.eventsPerSecond,
      );
      set({ events: gate.bucket });
      if (gate.error) fail(gate.error);
      else if (
        // A call can outlive its session (logout, password change, suspension): look again now
        // and then, and hang up when it has ended.
        next.userId &&
        !EVENTS_BEFORE_AUTH.has(event.name) &&
        event.now - next.sessionCheckedAt > limits.sessionRecheckMs
      ) {
        set({ sessionCheckedAt: event.now });
        effects.push({ type: 'checkSession', hold: true });
      } else effects.push({ type: 'deliver' });
      break;
    }
    case 'invalid':
      fail(event.message);
      break;
    case 'authenticate': {
      if (next.userId) emit('authenticated', { userId: next.userId });
      else if (next.phase !== 'waiting') break;
      else if (typeof event.token !== 'string' || event.token === '') {
        emit('authentication_failed', { message: NOT_SIGNED_IN });
      } else if (!TOKEN_SHAPE.test(event.token)) {
        emit('authentication_failed', { message: SESSION_ENDED });
      } else {
        set({ phase: 'resolving' });
        effects.push({ type: 'resolveSession', token: event.token });
      }
      break;
    }
    case 'sessionResolved': {
      if (next.phase !== 'resolving') break;
      const { user } = event;
      const refusal = !user
        ? SESSION_ENDED
        : user.status !== 'active'
          ? SUSPENDED
          : // A forced password change is enforced here as on every HTTP route (ADR 0025).
            user.mustChangePassword
            ? MUST_CHANGE_PASSWORD
            : null;
      if (refusal || !user) {
        set({ phase: 'waiting' });
        emit('authentication_failed', { message: refusal ?? SESSION_ENDED });
        break;
      }
      // Quotas (ADR 0024): a refusal is an error event; the socket stays unauthenticated and the
      // authentication timer closes it.
      set({ phase: 'admitting', candidate: user.id });
      effects.push({ type: 'admit', userId: user.id });
      break;
    }
    case 'admission': {
      const userId = next.candidate;
      if (next.phase === 'ended') {
        // The socket went away while the quota was being asked: give the place back.
        if (!event.refused && userId) effects.push({ type: 'release', userId });
        break;
      }
      if (next.phase !== 'admitting' || !userId) break;
      if (event.refused) {
        set({ phase: 'waiting' });
        fail(event.refused);
        break;
      }
      set({
        phase: 'starting',
        userId,
        admitted: userId,
        sessionCheckedAt: event.now,
      });
      // An idle call is checked too, not only at its next request.
      effects.push(
        { type: 'clearTimer', name: 'auth' },
        { type: 'setTimer', name: 'recheck', at: event.now + limits.sessionRecheckMs },
        { type: 'startCall', userId },
      );
      break;
    }
    case 'callStarted': {
      if (next.phase === 'ended') {
        // Ended while the row was being written: close the row with the call's reason.
        effects.push({
          type: 'endCall',
          callId: event.callId,
          reason: next.endReason ?? 'disconnect',
        });
        break;
      }
      set({ phase: 'live', callId: event.callId });
      emit('authenticated', { userId: next.userId });
      // The farmer will ask something: load the farm's figures now, off the question's path.
      effects.push({ type: 'loadFarm' });
      break;
    }
    case 'authError': {
      if (next.phase === 'resolving' || next.phase === 'admitting') set({ phase: 'waiting' });
      if (next.phase === 'starting') set({ phase: 'live' });
      fail('Could not handle authenticate');
      break;
    }
    case 'audio': {
      const take = takeTokens(next.audio, event.pcm.length, event.now, audioBucket(limits));
      set({ audio: take.bucket });
      if (!take.ok) {
        fail(IVR_ERRORS.audioTooFast);
        emit('whisper_response', { error: IVR_ERRORS.audioTooFast });
        if (event.segmentId)
          set({ segments: next.segments.filter(([id]) => id !== event.segmentId) });
        break;
      }
      // Without the segment extension every message is one utterance.
      let segmentId = event.segmentId;
      if (!segmentId) {
        set({ anonymousSegment: next.anonymousSegment + 1 });
        segmentId = `single-${next.anonymousSegment}`;
      }
      const added = addChunk(
        next.segments,
        {
          segmentId,
          chunkIndex: event.segmentId ? (event.chunkIndex ?? 0) : 0,
          chunkCount: event.segmentId ? (event.chunkCount ?? 1) : 1,
          pcm: event.pcm,
          language: event.language,
        },
        { maxBytes: maxUtteranceBytes(limits), maxOpen: MAX_OPEN_SEGMENTS },
      );
      set({ segments: added.segments });
      const { outcome } = added;
      if (outcome.type === 'invalid') {
        fail(IVR_ERRORS.invalidChunk(outcome.why));
        break;
      }
      if (outcome.type === 'tooLong') {
        const message = IVR_ERRORS.tooLong(limits.maxUtteranceSeconds);
        fail(message);
        emit('whisper_response', { error: message });
        break;
      }
      if (outcome.type !== 'complete') break;
      const pcm = Buffer.from(outcome.pcm.buffer, outcome.pcm.byteOffset, outcome.pcm.length);
      const job = { pcm, language: outcome.language, receivedAt: event.now };
      const queued = enqueue(
        { running: next.transcribing, waiting: next.waiting },
        job,
        MAX_QUEUED_SEGMENTS,
      );
      if (queued.busy) emit('whisper_response', { error: IVR_ERRORS.busy });
      // An ended call starts nothing: the job waits and is dropped with the queue.
      else if (next.phase === 'ended') set({ waiting: [...next.waiting, job] });
      else {
        set({ waiting: queued.queue.waiting });
        if (queued.start) startTranscription(queued.start, event.now);
      }
      break;
    }
    case 'transcribed': {
      const job = next.transcribing;
      if (!job) break;
      const reason = noiseReason(event.text);
      if (!reason && event.doubtful) {
        // A guess (ADR 0050): say so and offer typed chat; the words go
        // to the record only. The next transcription waits until the notice is spoken.
        const notice = NOT_CAUGHT[job.language];
        set({ notice });
        effects.push({ type: 'notice', text: notice, language: job.language });
        record({
          kind: 'speech',
          transcription: event.text,
          filteredReason: 'low-confidence',
          response: notice,
          audioBytes: job.pcm.length,
          sttMs: ms(event.now, job.startedAt),
          totalMs: ms(event.now, job.receivedAt),
        });
        break;
      }
      if (!reason && event.forced) {
        const heard = [...next.heard, event.text];
        set({ heard: heard.slice(Math.max(0, heard.length - MAX_HEARD)) });
      }
      emit('whisper_response', { ...transcriptResponse(event.text) });
      record({
        kind: 'speech',
        transcription: event.text,
        filteredReason: reason,
        audioBytes: job.pcm.length,
        sttMs: ms(event.now, job.startedAt),
        totalMs: ms(event.now, job.receivedAt),
      });
      transcriptionDone(event.now);
      break;
    }
    case 'noticeSpoken': {
      if (!next.transcribing || next.notice === null) break;
      emit('whisper_response', {
        filtered: true,
        reason: 'low-confidence',
        transcription: '',
        notice: next.notice,
        ...(event.audio ? { audioResponse: event.audio } : {}),
      });
      set({ notice: null });
      transcriptionDone(event.now);
      break;
    }
    case 'transcriptionFailed': {
      const job = next.transcribing;
      if (!job) break;
      emit('whisper_response', {
        error: event.unavailable ? IVR_ERRORS.speechUnavailable : IVR_ERRORS.speechFailed,
      });
      record({
        kind: 'speech',
        error: event.message,
        audioBytes: job.pcm.length,
        sttMs: ms(event.now, job.startedAt),
        totalMs: ms(event.now, job.receivedAt),
      });
      transcriptionDone(event.now);
      break;
    }
    case 'textInput': {
      if (asksToContinue(event.text))
        continueAnswer(event.text, event.spoken, event.useTTS, event.now);
      else ask('text', event.text, event.language, event.spoken, event.useTTS, false, event.now);
      break;
    }
    case 'interruption': {
      if (asksToContinue(event.text)) {
        continueAnswer(event.text, event.spoken, event.useTTS, event.now);
        break;
      }
      // The previous answer as context: ours when we gave one on this socket, else the client's
      // copy (a call that moved to another server after a reconnect).
      const previous = event.previousAIResponse.trim();
      if (!next.lastAnswer && previous) {
        set({ history: [...next.history, { role: 'assistant', content: previous }] });
      }
      const { text, language, spoken, useTTS, filler, now } = event;
      ask('interruption', text, language, spoken, useTTS, filler, now);
      break;
    }
    case 'answered': {
      const pipeline = next.pipeline;
      set({ replaced: next.replaced.filter((p) => p.id !== event.id) });
      if (pipeline?.id !== event.id || pipeline.kind === 'continuation' || pipeline.kind === 'said')
        break;
      const { result } = event;
      set({
        pipeline: null,
        noteGiven: next.noteGiven || pipeline.spoken !== pipeline.language || result.noted,
        lastAnswer: { text: result.text, remaining: result.remaining },
      });
      remember(pipeline.question, result.text);
      const audio = result.audio ? { audioResponse: result.audio } : {};
      if (pipeline.kind === 'text') {
        emit('ai_response', {
          transcription: pipeline.question,
          aiResponse: result.text,
          ...audio,
          isInterruption: false,
          fillerUsed: false,
        });
      } else {
        emit('ai_interruption_response', {
          transcription: pipeline.question,
          modifiedResponse: result.text,
          ...audio,
          fillerUsed: result.fillerUsed,
          contextualBlend: pipeline.contextualBlend,
        });
      }
      record({
        kind: pipeline.kind,
        transcription: pipeline.question,
        response: result.text,
        advisorProvider: result.advisorProvider,
        advisorMs: result.advisorMs,
        ttsMs: result.ttsMs,
        error: result.ttsError,
        totalMs: ms(event.now, pipeline.startedAt),
      });
      break;
    }
    case 'answerFailed': {
      const replaced = next.replaced.find((p) => p.id === event.id);
      const current = next.pipeline?.id === event.id ? next.pipeline : null;
      const pipeline = replaced ?? current;
      if (!pipeline || pipeline.kind === 'continuation' || pipeline.kind === 'said') break;
      set({
        pipeline: current ? null : next.pipeline,
        replaced: next.replaced.filter((p) => p.id !== event.id),
      });
      if (!replaced) {
        const name = pipeline.kind === 'text' ? 'ai_response' : 'ai_interruption_response';
        emit(name, { error: IVR_ERRORS.aiFailed, transcription: pipeline.question });
      }
      record({
        kind: pipeline.kind,
        transcription: pipeline.question,
        error: replaced ? 'superseded by newer words' : event.message,
        totalMs: ms(event.now, pipeline.startedAt),
      });
      break;
    }
    case 'spoke': {
      const pipeline = next.pipeline;
      if (pipeline?.id !== event.id || next.phase === 'ended') break;
      if (pipeline.kind === 'continuation') {
        set({ pipeline: null });
        completeContinuation(pipeline, event, event.now);
      } else if (pipeline.kind === 'said') {
        set({ pipeline: null });
        completeSaid(pipeline, event.audio, event.now);
      }
      break;
    }
    case 'speakFailed': {
      const pipeline = next.pipeline;
      if (pipeline?.id !== event.id) break;
      set({ pipeline: null });
      if (pipeline.kind === 'said') completeSaid(pipeline, undefined, event.now);
      else emit('ai_continuation_response', { error: IVR_ERRORS.aiFailed });
      break;
    }
    case 'timer': {
      if (event.name === 'auth') {
        if (!next.userId && next.phase !== 'ended') effects.push({ type: 'disconnect' });
        break;
      }
      if (next.phase === 'ended') break;
      effects.push({ type: 'setTimer', name: 'recheck', at: event.now + limits.sessionRecheckMs });
      if (next.userId) {
        set({ sessionCheckedAt: event.now });
        effects.push({ type: 'checkSession', hold: false });
      }
      break;
    }
    case 'recheck': {
      if (!next.userId || next.phase === 'ended') break;
      set({ sessionCheckedAt: event.now });
      effects.push({ type: 'checkSession', hold: false });
      break;
    }
    case 'sessionChecked': {
      if (event.problem) hangUp(event.problem);
      else if (next.phase !== 'ended') effects.push({ type: 'deliver' });
      break;
    }
    case 'revoked':
      if (next.userId) hangUp(event.message);
      break;
    case 'end':
      end(event.reason);
      break;
  }
  return { state: next, effects };
}
