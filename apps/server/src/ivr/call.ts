import type { ClientToServerEvents, ServerToClientEvents } from '@kiwo/voice-agent/protocol';
import type { Socket } from 'socket.io';
import { type FarmContext, loadFarmContext } from '../advisor';
import type { SessionStore } from '../modules/auth';
import { farmExtrasReader } from '../modules/chat';
import type { UserRow } from '../modules/users';
import { SESSION_ENDED, SUSPENDED } from '../plugins/auth';
import type { CallAdmission } from './admission';
import {
  type CallEffect,
  type CallEvent,
  type CallLimits,
  connectEffects,
  initialCallState,
  type TimerName,
  transition,
} from './call-machine';
import {
  aiInterruptionPayload,
  aiTextInputPayload,
  authenticatePayload,
  parsePayload,
  whisperAudioPayload,
} from './payloads';
import { answer, listeningLanguage, type PipelineDeps, speakPart } from './pipeline';
import type { VoiceCallRepository } from './repository';
import type { SpeechLanguage } from './speech';

export interface SocketData {
  userId?: string;
}

export type IvrSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface CallDeps extends PipelineDeps {
  sessions: SessionStore;
  calls: VoiceCallRepository;
  limits: CallLimits;
  /** Concurrent-call quotas (ADR 0024). */
  admission: CallAdmission;
  /** Milliseconds of a monotonic clock; the machine's only notion of time. */
  now?: () => number;
}

const FARM_CONTEXT_TTL_MS = 60_000;

/** Distributive Omit: the event without its time, which the adapter adds. */
type Input = CallEvent extends infer E ? (E extends CallEvent ? Omit<E, 'now'> : never) : never;

/**
 * One voice call on one socket (spec §7): the socket adapter of the call's state machine
 * (`call-machine.ts`, ADR 0035). It turns socket events, timers and the outcomes of slow steps
 * into machine events, and runs the machine's effects. Every handler is guarded: a bad payload
 * or a failing stage answers with an event, and nothing a client sends can throw out of here.
 */
export function handleCall(socket: IvrSocket, deps: CallDeps) {
  const { log, limits } = deps;
  const now = deps.now ?? (() => performance.now());
  let state = initialCallState(now(), limits);
  let user: UserRow | null = null;
  const timers = new Map<TimerName, NodeJS.Timeout>();
  const pipelines = new Map<number, AbortController>();

  const fail = (message: string) => socket.emit('error', { message });

  /** Feeds one event to the machine and runs its effects; resolves when the awaited ones end. */
  const dispatch = (input: Input, onDeliver?: () => void): Promise<void> => {
    const result = transition(state, { ...input, now: now() } as CallEvent, limits);
    state = result.state;
    return run(result.effects, onDeliver);
  };

  const run = async (effects: CallEffect[], onDeliver?: () => void) => {
    for (const effect of effects) {
      if (effect.type === 'checkSession') await checkSession(effect.hold ? onDeliver : undefined);
      else if (effect.type === 'release' || effect.type === 'endCall') await runAwaited(effect);
      else runNow(effect, onDeliver);
    }
  };

  const runAwaited = async (effect: Extract<CallEffect, { type: 'release' | 'endCall' }>) => {
    if (effect.type === 'release') await deps.admission.release(effect.userId, socket.id);
    else await deps.calls.end(effect.callId, effect.reason);
  };

  /** Reports an unexpected failure of an authentication step to the machine. */
  const authStep = <T>(step: Promise<T>, then: (value: T) => Input) =>
    step.then(
      (value) => dispatch(then(value)),
      (error) => {
        log.error(
          { err: error, event: 'authenticate', callId: state.callId },
          'ivr handler failed',
        );
        return dispatch({ type: 'authError' });
      },
    );

  const runNow = (
    effect: Exclude<CallEffect, { type: 'release' | 'endCall' | 'checkSession' }>,
    onDeliver?: () => void,
  ) => {
    switch (effect.type) {
      case 'emit':
        // The machine's payloads follow the protocol types of `@kiwo/voice-agent/protocol`.
        (socket.emit as (event: string, payload: unknown) => boolean)(effect.event, effect.payload);
        return;
      case 'deliver':
        onDeliver?.();
        return;
      case 'setTimer': {
        clearTimeout(timers.get(effect.name));
        const name = effect.name;
        const timer = setTimeout(() => void dispatch({ type: 'timer', name }), effect.at - now());
        timers.set(name, timer);
        return;
      }
      case 'clearTimer':
        clearTimeout(timers.get(effect.name));
        timers.delete(effect.name);
        return;
      case 'resolveSession':
        void authStep(deps.sessions.resolve(effect.token), (resolved) => {
          user = resolved?.user ?? null;
          return { type: 'sessionResolved', user };
        });
        return;
      case 'admit':
        void authStep(deps.admission.admit(effect.userId, socket.id), (refused) => ({
          type: 'admission',
          refused,
        }));
        return;
      case 'startCall': {
        const { userId } = effect;
        socket.data.userId = userId;
        const started = Promise.resolve(socket.join(`user:${userId}`)).then(() =>
          deps.calls.start({
            userId,
            language: 'en',
            sttProvider: deps.speech.stt.name,
            ttsProvider: deps.speech.tts.name,
          }),
        );
        void authStep(started, (callId) => ({ type: 'callStarted', callId }));
        return;
      }
      case 'setLanguage': {
        const { callId } = effect;
        deps.calls.setLanguage(callId, effect.language).catch((error) => {
          log.error({ err: error, callId }, 'ivr call language not stored');
        });
        return;
      }
      case 'record': {
        const { callId, turn } = effect;
        log.info(
          {
            callId,
            kind: turn.kind,
            sttMs: turn.sttMs,
            advisorMs: turn.advisorMs,
            ttsMs: turn.ttsMs,
            totalMs: turn.totalMs,
            error: turn.error ?? undefined,
          },
          'ivr turn',
        );
        if (!callId) return;
        deps.calls.addTurn(callId, turn).catch((error) => {
          log.error({ err: error, callId }, 'ivr turn not stored');
        });
        return;
      }
      case 'loadFarm':
        farmContext().catch((error) =>
          log.warn({ err: error, callId: state.callId }, 'ivr farm context'),
        );
        return;
      case 'transcribe':
        void transcribe(effect.pcm, effect.language);
        return;
      case 'answer': {
        const { id, type: _, ...request } = effect;
        const controller = new AbortController();
        pipelines.set(id, controller);
        answer(deps, { ...request, farmContext, signal: controller.signal })
          .then(
            (result) => dispatch({ type: 'answered', id, result }),
            (error) => {
              if (!controller.signal.aborted) {
                log.error({ err: error, callId: state.callId }, 'ivr answer failed');
              }
              return dispatch({ type: 'answerFailed', id, message: (error as Error).message });
            },
          )
          .finally(() => pipelines.delete(id));
        return;
      }
      case 'speak': {
        const { id } = effect;
        const controller = new AbortController();
        pipelines.set(id, controller);
        speakPart(deps, effect.text, effect.spoken, controller.signal)
          .then(
            (speech) => dispatch({ type: 'spoke', id, ...speech }),
            (error) => {
              if (!controller.signal.aborted) {
                log.error({ err: error, callId: state.callId }, 'ivr continuation failed');
              }
              return dispatch({ type: 'speakFailed', id });
            },
          )
          .finally(() => pipelines.delete(id));
        return;
      }
      case 'notice': {
        // A language no voice speaks gets the notice as text only (ADR 0050).
        const { text, language } = effect;
        const spoken = deps.speech.tts.supports(language)
          ? speakPart(deps, text, language, new AbortController().signal)
          : Promise.resolve({ audio: undefined });
        void spoken
          .catch(() => ({ audio: undefined }))
          .then((speech) => dispatch({ type: 'noticeSpoken', audio: speech.audio }));
        return;
      }
      case 'abort':
        pipelines.get(effect.id)?.abort();
        return;
      case 'disconnect':
        socket.disconnect(true);
        return;
    }
  };

  const transcribe = async (pcm: Buffer, language: SpeechLanguage) => {
    try {
      const heard = await deps.speech.stt.transcribe(pcm, listeningLanguage(deps.speech, language));
      await dispatch({
        type: 'transcribed',
        text: heard.text,
        doubtful: heard.doubtful === true,
        forced: heard.forced === true,
        ...(heard.confidence === undefined ? {} : { confidence: heard.confidence }),
      });
    } catch (error) {
      const unavailable = (error as { kind?: string }).kind === 'unavailable';
      log.warn(
        { err: error, provider: deps.speech.stt.name, callId: state.callId },
        'ivr speech-to-text failed',
      );
      await dispatch({
        type: 'transcriptionFailed',
        message: (error as Error).message,
        unavailable,
      });
    }
  };

  /** Why the handshake's session no longer allows this call, or null; then the machine decides. */
  const checkSession = async (onDeliver?: () => void) => {
    let problem: string | null;
    try {
      const token = socket.handshake.auth?.token;
      const resolved = typeof token === 'string' ? await deps.sessions.resolve(token) : undefined;
      if (!resolved || resolved.user.id !== state.userId) problem = SESSION_ENDED;
      else problem = resolved.user.status === 'active' ? null : SUSPENDED;
    } catch (error) {
      log.warn({ err: error, callId: state.callId }, 'ivr session re-check failed');
      problem = null;
    }
    await dispatch({ type: 'sessionChecked', problem }, onDeliver);
  };

  // The farm's figures change with a day's record, not within a call's sentences: loaded at the
  // first answer and reused for a minute, so a call does not query the farm on every turn.
  let farm: { at: number; context: Promise<FarmContext> } | null = null;
  const farmContext = () => {
    if (!user) throw new Error('farm context before authentication');
    if (!farm || now() - farm.at > FARM_CONTEXT_TTL_MS) {
      const context = loadFarmContext(deps.db, user, { extras: farmExtrasReader(deps.db) });
      farm = { at: now(), context };
      context.catch(() => {
        farm = null;
      });
    }
    return farm.context;
  };

  /** Runs a handler, turning any unexpected exception into a log line and an `error` event. */
  const guard =
    <A extends unknown[]>(name: string, handler: (...args: A) => Promise<void> | void) =>
    (...args: A) => {
      Promise.resolve()
        .then(() => handler(...args))
        .catch((error) => {
          log.error({ err: error, event: name, callId: state.callId }, 'ivr handler failed');
          fail(`Could not handle ${name}`);
        });
    };

  // Every event passes here first: the rate limit, unknown names, the authentication gate and
  // the periodic session check (which holds the message until the session is known good).
  socket.use(([event], next) => {
    void dispatch({ type: 'message', name: String(event) }, () => next());
  });

  socket.on(
    'authenticate',
    guard('authenticate', (payload?: unknown) => {
      const parsed = parsePayload('authenticate', authenticatePayload, payload);
      if (!parsed.ok) return dispatch({ type: 'invalid', message: parsed.message });
      return dispatch({ type: 'authenticate', token: socket.handshake.auth?.token });
    }),
  );

  // Keep-alive of spec §7 (every 20 s); the transport has its own heartbeat, nothing to answer.
  socket.on('ping', () => {});

  socket.on(
    'whisper_audio',
    guard('whisper_audio', (payload: unknown) => {
      const parsed = parsePayload('whisper_audio', whisperAudioPayload, payload);
      if (!parsed.ok) return dispatch({ type: 'invalid', message: parsed.message });
      const { audio, language, segmentId, chunkIndex, chunkCount } = parsed.value;
      const pcm = Buffer.from(audio, 'base64');
      return dispatch({ type: 'audio', pcm, language, segmentId, chunkIndex, chunkCount });
    }),
  );

  socket.on(
    'ai_text_input',
    guard('ai_text_input', (payload: unknown) => {
      const parsed = parsePayload('ai_text_input', aiTextInputPayload, payload);
      if (!parsed.ok) return dispatch({ type: 'invalid', message: parsed.message });
      const { text, language, useTTS } = parsed.value;
      // Answered in the caller's language, spoken or as text (ADR 0050).
      return dispatch({ type: 'textInput', text, language, spoken: language, useTTS });
    }),
  );

  socket.on(
    'ai_intelligent_interruption',
    guard('ai_intelligent_interruption', (payload: unknown) => {
      const parsed = parsePayload('ai_intelligent_interruption', aiInterruptionPayload, payload);
      if (!parsed.ok) return dispatch({ type: 'invalid', message: parsed.message });
      const { userInterruption, previousAIResponse, language, useTTS, generateFiller } =
        parsed.value;
      return dispatch({
        type: 'interruption',
        text: userInterruption,
        previousAIResponse,
        language,
        spoken: language,
        useTTS,
        filler: generateFiller,
      });
    }),
  );

  socket.on(
    'end_session',
    guard('end_session', async () => {
      await dispatch({ type: 'end', reason: 'end_session' });
      socket.disconnect(true);
    }),
  );

  socket.on('disconnect', () => {
    dispatch({ type: 'end', reason: 'disconnect' }).catch((error) =>
      log.error({ err: error, callId: state.callId }, 'ivr call end not stored'),
    );
  });

  void run(connectEffects(now(), limits));

  return {
    end: (reason: string) => dispatch({ type: 'end', reason }),
    /** Looks at the session again now (a revocation here or in another process). */
    recheck: () => dispatch({ type: 'recheck' }),
    /** Hangs up: the user's session was revoked or the account suspended. */
    revoked: (message: string = SESSION_ENDED) => dispatch({ type: 'revoked', message }),
    userId: () => state.userId ?? undefined,
  };
}
