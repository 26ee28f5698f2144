import { noiseReason } from '@kiwo/voice-agent/noise';
import type { ClientToServerEvents, ServerToClientEvents } from '@kiwo/voice-agent/protocol';
import type { Socket } from 'socket.io';
import { type AdvisorTurn, type FarmContext, loadFarmContext } from '../advisor';
import type { SessionStore } from '../modules/auth/sessions';
import type { UserRow } from '../modules/users/repository';
import { MUST_CHANGE_PASSWORD, NOT_SIGNED_IN, SESSION_ENDED, SUSPENDED } from '../plugins/auth';
import type { CallAdmission } from './admission';
import { PCM_BYTES_PER_SECOND, tokenBucket } from './limits';
import {
  type AiInterruption,
  type AiTextInput,
  aiInterruptionPayload,
  aiTextInputPayload,
  authenticatePayload,
  parsePayload,
  type WhisperAudio,
  whisperAudioPayload,
} from './payloads';
import { answer, elapsed, type PipelineDeps, speakPart, spokenLanguage } from './pipeline';
import type { TurnRecord, VoiceCallRepository } from './repository';
import type { SpeechLanguage } from './speech';
import { asksToContinue, MORE_HINT, NOTHING_MORE } from './voice-text';

export interface SocketData {
  userId?: string;
}

export type IvrSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface CallLimits {
  authTimeoutMs: number;
  sessionRecheckMs: number;
  maxUtteranceSeconds: number;
  eventsPerSecond: number;
}

export interface CallDeps extends PipelineDeps {
  sessions: SessionStore;
  calls: VoiceCallRepository;
  limits: CallLimits;
  /** Concurrent-call quotas (ADR 0024). */
  admission: CallAdmission;
}

/** Messages of the `error` event and of failed stages; the client shows its own spec §8 line. */
export const IVR_ERRORS = {
  notAuthenticated: 'Please authenticate first',
  tooFast: 'Too many messages: slow down',
  audioTooFast: 'Audio is arriving faster than real time',
  tooLong: (seconds: number) => `Speech longer than ${seconds} seconds was dropped`,
  unknownEvent: (name: string) => `Unknown event: ${name}`,
  speechUnavailable: 'Speech recognition is not available',
  speechFailed: 'Speech recognition failed',
  busy: 'Still working on your previous words',
  aiFailed: 'The AI could not answer',
  nothingToContinue: 'There is no answer to continue',
} as const;

const EVENTS_BEFORE_AUTH = new Set(['authenticate', 'ping']);
const KNOWN_EVENTS = new Set([
  'authenticate',
  'ping',
  'whisper_audio',
  'ai_text_input',
  'ai_intelligent_interruption',
  'end_session',
]);
/** Earlier exchanges the advisor sees (as in the chat). */
const HISTORY_LINES = 10;
/** Transcriptions waiting behind the one running; more and the segment is refused. */
const MAX_QUEUED_SEGMENTS = 2;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;
const FARM_CONTEXT_TTL_MS = 60_000;

interface Segment {
  chunks: Buffer[];
  bytes: number;
  count: number;
  received: number;
  language: SpeechLanguage;
}

/**
 * One voice call on one socket (spec §7): authentication by the session token of the
 * handshake, audio segments → transcriptions, text and interruptions → spoken answers,
 * continuations, the end. Every handler is guarded: a bad payload or a failing stage answers
 * with an event, and nothing a client sends can throw out of here.
 */
export function handleCall(socket: IvrSocket, deps: CallDeps) {
  const { log, limits } = deps;
  const events = tokenBucket(limits.eventsPerSecond * 2, limits.eventsPerSecond);
  const maxUtteranceBytes = limits.maxUtteranceSeconds * PCM_BYTES_PER_SECOND;
  // One utterance may arrive at once (the VAD sends a segment when speech ends); over time no
  // more than twice real time.
  const audio = tokenBucket(maxUtteranceBytes * 2, PCM_BYTES_PER_SECOND * 2);

  let user: UserRow | null = null;
  let callId: string | null = null;
  let ended = false;
  let turn = 0;
  let noteGiven = false;
  const history: AdvisorTurn[] = [];
  let lastAnswer: { text: string; remaining: string[] } | null = null;
  let inFlight: AbortController | null = null;
  const segments = new Map<string, Segment>();
  let transcribing: Promise<void> = Promise.resolve();
  let queuedSegments = 0;
  let anonymousSegment = 0;
  /** The account holding a place (admission), until the call ends. */
  let admitted: string | null = null;
  let recheckTimer: NodeJS.Timeout | undefined;

  const authTimer = setTimeout(() => {
    if (!user) socket.disconnect(true);
  }, limits.authTimeoutMs);

  const fail = (message: string) => socket.emit('error', { message });

  const record = (kind: string, turnRecord: TurnRecord) => {
    const id = callId;
    log.info(
      {
        callId: id,
        kind,
        sttMs: turnRecord.sttMs,
        advisorMs: turnRecord.advisorMs,
        ttsMs: turnRecord.ttsMs,
        totalMs: turnRecord.totalMs,
        error: turnRecord.error ?? undefined,
      },
      'ivr turn',
    );
    if (!id) return;
    deps.calls.addTurn(id, turnRecord).catch((error) => {
      log.error({ err: error, callId: id }, 'ivr turn not stored');
    });
  };

  /** The call's language is the one of its first request (authenticate carries none). */
  let languageStored = false;
  const noteLanguage = (language: SpeechLanguage) => {
    if (languageStored || !callId) return;
    languageStored = true;
    const id = callId;
    deps.calls.setLanguage(id, language).catch((error) => {
      log.error({ err: error, callId: id }, 'ivr call language not stored');
    });
  };

  // The farm's figures change with a day's record, not within a call's sentences: loaded at the
  // first answer and reused for a minute, so a call does not query the farm on every turn.
  let farm: { at: number; context: Promise<FarmContext> } | null = null;
  const farmContext = () => {
    if (!user) throw new Error('farm context before authentication');
    if (!farm || Date.now() - farm.at > FARM_CONTEXT_TTL_MS) {
      const context = loadFarmContext(deps.db, user);
      farm = { at: Date.now(), context };
      context.catch(() => {
        farm = null;
      });
    }
    return farm.context;
  };

  const remember = (question: string, said: string) => {
    history.push({ role: 'user', content: question }, { role: 'assistant', content: said });
    history.splice(0, Math.max(0, history.length - HISTORY_LINES));
  };

  // Every event passes here first: the rate limit, unknown names, and the authentication gate.
  socket.use(([event], next) => {
    if (!events.take()) {
      fail(IVR_ERRORS.tooFast);
      return;
    }
    if (!KNOWN_EVENTS.has(event)) {
      fail(IVR_ERRORS.unknownEvent(String(event).slice(0, 40)));
      return;
    }
    if (!user && !EVENTS_BEFORE_AUTH.has(event)) {
      fail(IVR_ERRORS.notAuthenticated);
      return;
    }
    // A call can outlive its session (logout, password change, suspension): look again now and
    // then, and hang up when it has ended.
    if (
      user &&
      !EVENTS_BEFORE_AUTH.has(event) &&
      Date.now() - sessionCheckedAt > limits.sessionRecheckMs
    ) {
      sessionCheckedAt = Date.now();
      sessionProblem()
        .then((problem) => (problem ? hangUp(problem) : next()))
        .catch((error) => {
          log.warn({ err: error, callId }, 'ivr session re-check failed');
          next();
        });
      return;
    }
    next();
  });

  let sessionCheckedAt = Date.now();
  /** Why the handshake's session no longer allows this call, or null. */
  const sessionProblem = async (): Promise<string | null> => {
    const token = socket.handshake.auth?.token;
    const resolved = typeof token === 'string' ? await deps.sessions.resolve(token) : undefined;
    if (!resolved || resolved.user.id !== user?.id) return SESSION_ENDED;
    return resolved.user.status === 'active' ? null : SUSPENDED;
  };
  /** Hangs up now if the session has ended (a revocation here or in another process). */
  const recheck = async () => {
    if (!user || ended) return;
    sessionCheckedAt = Date.now();
    const problem = await sessionProblem().catch((error) => {
      log.warn({ err: error, callId }, 'ivr session re-check failed');
      return null;
    });
    if (problem && !ended) await hangUp(problem);
  };
  const hangUp = async (message: string) => {
    socket.emit('authentication_failed', { message });
    await endCall('session-ended');
    socket.disconnect(true);
  };

  /** Runs a handler, turning any unexpected exception into a log line and an `error` event. */
  const guard =
    <A extends unknown[]>(name: string, handler: (...args: A) => Promise<void> | void) =>
    (...args: A) => {
      Promise.resolve()
        .then(() => handler(...args))
        .catch((error) => {
          log.error({ err: error, event: name, callId }, 'ivr handler failed');
          fail(`Could not handle ${name}`);
        });
    };

  socket.on(
    'authenticate',
    guard('authenticate', async (payload?: unknown) => {
      const parsed = parsePayload('authenticate', authenticatePayload, payload);
      if (!parsed.ok) return void fail(parsed.message);
      if (user) {
        socket.emit('authenticated', { userId: user.id });
        return;
      }
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token === '') {
        socket.emit('authentication_failed', { message: NOT_SIGNED_IN });
        return;
      }
      const resolved = TOKEN_SHAPE.test(token) ? await deps.sessions.resolve(token) : undefined;
      if (!resolved) {
        socket.emit('authentication_failed', { message: SESSION_ENDED });
        return;
      }
      if (resolved.user.status !== 'active') {
        socket.emit('authentication_failed', { message: SUSPENDED });
        return;
      }
      // A forced password change is enforced here as on every HTTP route (ADR 0025).
      if (resolved.user.mustChangePassword) {
        socket.emit('authentication_failed', { message: MUST_CHANGE_PASSWORD });
        return;
      }
      if (!socket.connected) return;
      // Quotas (ADR 0024): refused with an error event; the socket stays unauthenticated and the
      // authentication timeout closes it.
      const refused = await deps.admission.admit(resolved.user.id, socket.id);
      if (refused) return void fail(refused);
      admitted = resolved.user.id;
      if (!socket.connected) return void (await endCall('disconnect'));
      clearTimeout(authTimer);
      user = resolved.user;
      // An idle call is checked too, not only at its next request (revocations also call
      // `recheck` at once through `onSessionsForgotten`).
      recheckTimer = setInterval(() => void recheck(), limits.sessionRecheckMs);
      sessionCheckedAt = Date.now();
      socket.data.userId = user.id;
      await socket.join(`user:${user.id}`);
      callId = await deps.calls.start({
        userId: user.id,
        language: 'en',
        sttProvider: deps.speech.stt.name,
        ttsProvider: deps.speech.tts.name,
      });
      if (!socket.connected) await endCall('disconnect');
      else {
        socket.emit('authenticated', { userId: user.id });
        // The farmer will ask something: load the farm's figures now, off the question's path.
        farmContext().catch((error) => log.warn({ err: error, callId }, 'ivr farm context'));
      }
    }),
  );

  // Keep-alive of spec §7 (every 20 s); the transport has its own heartbeat, nothing to answer.
  socket.on('ping', () => {});

  socket.on(
    'whisper_audio',
    guard('whisper_audio', (payload: unknown) => {
      const parsed = parsePayload('whisper_audio', whisperAudioPayload, payload);
      if (!parsed.ok) return void fail(parsed.message);
      receiveAudio(parsed.value);
    }),
  );

  const receiveAudio = (chunk: WhisperAudio) => {
    const pcm = Buffer.from(chunk.audio, 'base64');
    if (!audio.take(pcm.length)) {
      fail(IVR_ERRORS.audioTooFast);
      socket.emit('whisper_response', { error: IVR_ERRORS.audioTooFast });
      if (chunk.segmentId) segments.delete(chunk.segmentId);
      return;
    }
    // Without the segment extension every message is one utterance.
    const id = chunk.segmentId ?? `single-${++anonymousSegment}`;
    const count = chunk.segmentId ? (chunk.chunkCount ?? 1) : 1;
    const segment = segments.get(id) ?? {
      chunks: [],
      bytes: 0,
      count,
      received: 0,
      language: chunk.language,
    };
    segments.set(id, segment);
    segment.chunks[chunk.chunkIndex ?? 0] = pcm;
    segment.bytes += pcm.length;
    segment.received += 1;
    if (segment.bytes > maxUtteranceBytes) {
      segments.delete(id);
      const message = IVR_ERRORS.tooLong(limits.maxUtteranceSeconds);
      fail(message);
      socket.emit('whisper_response', { error: message });
      return;
    }
    // A client that never sends the last chunk cannot grow the map: old segments are dropped.
    if (segments.size > 4) segments.delete(segments.keys().next().value as string);
    if (segment.received < segment.count) return;
    segments.delete(id);
    const receivedAt = performance.now();
    if (queuedSegments >= MAX_QUEUED_SEGMENTS) {
      socket.emit('whisper_response', { error: IVR_ERRORS.busy });
      return;
    }
    queuedSegments += 1;
    const pcmAll = Buffer.concat(segment.chunks.filter(Boolean));
    // One transcription at a time per call, in arrival order.
    transcribing = transcribing
      .then(() => transcribe(pcmAll, segment.language, receivedAt))
      .catch((error) => log.error({ err: error, callId }, 'ivr transcription crashed'))
      .finally(() => {
        queuedSegments -= 1;
      });
  };

  const transcribe = async (pcm: Buffer, language: SpeechLanguage, receivedAt: number) => {
    if (ended) return;
    noteLanguage(language);
    const started = performance.now();
    try {
      const heard = await deps.speech.stt.transcribe(pcm, spokenLanguage(deps.speech, language));
      const sttMs = elapsed(started);
      const reason = noiseReason(heard.text);
      if (reason) {
        socket.emit('whisper_response', {
          filtered: true,
          reason,
          transcription: heard.text,
        });
      } else socket.emit('whisper_response', { transcription: heard.text });
      record('speech', {
        kind: 'speech',
        transcription: heard.text,
        filteredReason: reason,
        audioBytes: pcm.length,
        sttMs,
        totalMs: elapsed(receivedAt),
      });
    } catch (error) {
      const unavailable = (error as { kind?: string }).kind === 'unavailable';
      log.warn({ err: error, provider: deps.speech.stt.name, callId }, 'ivr speech-to-text failed');
      socket.emit('whisper_response', {
        error: unavailable ? IVR_ERRORS.speechUnavailable : IVR_ERRORS.speechFailed,
      });
      record('speech', {
        kind: 'speech',
        error: (error as Error).message,
        audioBytes: pcm.length,
        sttMs: elapsed(started),
        totalMs: elapsed(receivedAt),
      });
    }
  };

  /** A newer question replaces the one still being answered: one pipeline per call. */
  const startPipeline = () => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    return controller;
  };

  socket.on(
    'ai_text_input',
    guard('ai_text_input', async (payload: unknown) => {
      const parsed = parsePayload('ai_text_input', aiTextInputPayload, payload);
      if (!parsed.ok) return void fail(parsed.message);
      const input: AiTextInput = parsed.value;
      if (asksToContinue(input.text)) {
        await continueAnswer(input.text, input.language, input.useTTS);
        return;
      }
      await respond('text', input.text, input.language, input.useTTS, false);
    }),
  );

  socket.on(
    'ai_intelligent_interruption',
    guard('ai_intelligent_interruption', async (payload: unknown) => {
      const parsed = parsePayload('ai_intelligent_interruption', aiInterruptionPayload, payload);
      if (!parsed.ok) return void fail(parsed.message);
      const input: AiInterruption = parsed.value;
      if (asksToContinue(input.userInterruption)) {
        await continueAnswer(input.userInterruption, input.language, input.useTTS);
        return;
      }
      // The previous answer as context: ours when we gave one on this socket, else the
      // client's copy (a call that moved to another server after a reconnect).
      if (!lastAnswer && input.previousAIResponse.trim()) {
        history.push({ role: 'assistant', content: input.previousAIResponse.trim() });
      }
      await respond(
        'interruption',
        input.userInterruption,
        input.language,
        input.useTTS,
        input.generateFiller,
      );
    }),
  );

  const respond = async (
    kind: 'text' | 'interruption',
    question: string,
    language: SpeechLanguage,
    useTTS: boolean,
    filler: boolean,
  ) => {
    if (!user) return;
    const controller = startPipeline();
    const started = performance.now();
    noteLanguage(language);
    const spoken = spokenLanguage(deps.speech, language);
    const contextualBlend = kind === 'interruption' && history.length > 0;
    turn += 1;
    try {
      const result = await answer(deps, {
        farmContext,
        question,
        language,
        spoken,
        history: [...history],
        useTTS,
        filler,
        note: !noteGiven,
        turn,
        signal: controller.signal,
      });
      if (controller.signal.aborted || ended) return;
      noteGiven = noteGiven || spoken !== language;
      lastAnswer = { text: result.text, remaining: result.remaining };
      remember(question, result.text);
      if (kind === 'text') {
        socket.emit('ai_response', {
          transcription: question,
          aiResponse: result.text,
          ...(result.audio ? { audioResponse: result.audio } : {}),
          isInterruption: false,
          fillerUsed: false,
        });
      } else {
        socket.emit('ai_interruption_response', {
          transcription: question,
          modifiedResponse: result.text,
          ...(result.audio ? { audioResponse: result.audio } : {}),
          fillerUsed: result.fillerUsed,
          contextualBlend,
        });
      }
      record(kind, {
        kind,
        transcription: question,
        response: result.text,
        advisorProvider: result.advisorProvider,
        advisorMs: result.advisorMs,
        ttsMs: result.ttsMs,
        error: result.ttsError,
        totalMs: elapsed(started),
      });
    } catch (error) {
      if (controller.signal.aborted) {
        record(kind, {
          kind,
          transcription: question,
          error: 'superseded by newer words',
          totalMs: elapsed(started),
        });
        return;
      }
      log.error({ err: error, callId }, 'ivr answer failed');
      const event = kind === 'text' ? 'ai_response' : 'ai_interruption_response';
      socket.emit(event, { error: IVR_ERRORS.aiFailed, transcription: question });
      record(kind, {
        kind,
        transcription: question,
        error: (error as Error).message,
        totalMs: elapsed(started),
      });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };

  /** The next part of the last answer, or a plain "that was all" when nothing is left. */
  const continueAnswer = async (asked: string, language: SpeechLanguage, useTTS: boolean) => {
    const controller = startPipeline();
    const started = performance.now();
    const spoken = spokenLanguage(deps.speech, language);
    const next = lastAnswer?.remaining.shift();
    const remaining = lastAnswer?.remaining ?? [];
    const text = next
      ? [next, remaining.length > 0 ? MORE_HINT[spoken] : ''].filter(Boolean).join(' ')
      : NOTHING_MORE[spoken];
    try {
      const speech = useTTS
        ? await speakPart(deps, text, spoken, controller.signal)
        : { audio: undefined, ms: null, error: null };
      if (controller.signal.aborted || ended) return;
      if (lastAnswer && next) lastAnswer.text = text;
      remember(asked, text);
      socket.emit('ai_continuation_response', {
        aiResponse: text,
        ...(speech.audio ? { audioResponse: speech.audio } : {}),
      });
      record('continuation', {
        kind: 'continuation',
        transcription: asked,
        response: text,
        ttsMs: speech.ms,
        error: speech.error,
        totalMs: elapsed(started),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      log.error({ err: error, callId }, 'ivr continuation failed');
      socket.emit('ai_continuation_response', { error: IVR_ERRORS.aiFailed });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };

  const endCall = async (reason: string) => {
    if (ended) return;
    ended = true;
    clearTimeout(authTimer);
    clearInterval(recheckTimer);
    if (admitted) {
      const userId = admitted;
      admitted = null;
      await deps.admission.release(userId, socket.id);
    }
    inFlight?.abort();
    segments.clear();
    if (callId) await deps.calls.end(callId, reason);
  };

  socket.on(
    'end_session',
    guard('end_session', async () => {
      await endCall('end_session');
      socket.disconnect(true);
    }),
  );

  socket.on('disconnect', () => {
    endCall('disconnect').catch((error) =>
      log.error({ err: error, callId }, 'ivr call end not stored'),
    );
  });

  return { end: endCall, recheck, userId: () => user?.id };
}
