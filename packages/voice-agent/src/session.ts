import { type AudioElementLike, createAudioPlayer } from './audioPlayer.js';
import { STATUS, type StatusMessage, VOICE_CONNECT_TIMEOUT_MS } from './constants.js';
import { createEmitter } from './emitter.js';
import { encodeSpeech } from './pcm.js';
import { createProtocolClient, type ProtocolClientOptions } from './protocolClient.js';
import { defaultTimers } from './timers.js';
import type { TranscriptMessage } from './transcriptFilter.js';
import { initialTurnState, transition } from './turnMachine.js';
import type { ConnectionState, TurnConfig, TurnEffect, TurnEvent, TurnState } from './turnTypes.js';
import {
  createMicVad,
  type MicVadOptions,
  type VadFactory,
  type VoiceActivityDetector,
  VoiceStartError,
} from './vad.js';

export interface VoiceSessionOptions
  extends Omit<ProtocolClientOptions, 'timers'>,
    Omit<TurnConfig, 'language'> {
  /** Language sent with audio and text. @default 'en' */
  language?: string;
  /** Creates the element that plays AI answers. @default () => new Audio() */
  audioFactory?: () => AudioElementLike;
  /** Creates the voice activity detector. @default vad-web's MicVAD via `createMicVad` */
  vadFactory?: VadFactory;
  /** Options for the default `vadFactory` (asset path, model). */
  vad?: MicVadOptions;
  /** The microphone needs a secure context. @default () => globalThis.isSecureContext !== false */
  isSecureContext?: () => boolean;
  timers?: ProtocolClientOptions['timers'];
  /** Clock for transcript times and the merge pause. @default Date.now */
  now?: () => number;
}

/**
 * From the end of the caller's speech (the VAD's end of segment) to the first audio of the
 * answer playing. Includes the merge pause (`mergePauseMs`) the caller waited for.
 */
export interface VoiceLatency {
  kind: 'speechEndToFirstAudio';
  ms: number;
  /** `now()` at speech end and when the answer's audio started. */
  speechEndAt: number;
  firstAudioAt: number;
}

/** What a UI renders (spec §2 voice dialog). */
export interface VoiceSessionState {
  connection: ConnectionState;
  /** The conversation is on: microphone open, VAD listening. */
  listening: boolean;
  aiSpeaking: boolean;
  status: StatusMessage;
  transcript: readonly TranscriptMessage[];
  /** Push-to-talk mode: the microphone streams only while the talk button is held. */
  pushToTalk: boolean;
  /** Push-to-talk: the talk button is held (render it `aria-pressed`). */
  talking: boolean;
}

export interface VoiceSession {
  /** The current state; the same object until something changes (`useSyncExternalStore`-ready). */
  getState(): VoiceSessionState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Every status line as it is emitted, repeats included. */
  onStatus(listener: (status: StatusMessage) => void): () => void;
  /** Latency of each spoken turn, for the app's own telemetry. */
  onLatency(listener: (latency: VoiceLatency) => void): () => void;
  /** Typed words instead of speech: sent at once (with any words still pending). */
  sendText(text: string): void;
  /** Switches between voice activity detection (false) and push-to-talk (true). */
  setPushToTalk(on: boolean): void;
  /**
   * Push-to-talk: the talk button went down. Starts the conversation first if needed, then opens
   * the microphone until `releaseToTalk()`; during an answer it pauses the answer (barge-in).
   */
  pressToTalk(): Promise<void>;
  /** Push-to-talk: the talk button came up; what was said is sent at once. */
  releaseToTalk(): void;
  /** Opens the socket and authenticates (idempotent). */
  connect(): void;
  /** Starts the conversation: connects if needed, then opens the microphone and listens. */
  start(): Promise<void>;
  /** Stops the conversation: microphone off, AI audio stopped, pending words dropped. */
  stop(): Promise<void>;
  /** Stops the microphone, stops audio, sends `end_session`, disconnects, clears the transcript. */
  endCall(): Promise<void>;
  /** Releases everything (socket, timers, microphone, audio context, model); final. */
  destroy(): Promise<void>;
}

const publicState = (s: TurnState): VoiceSessionState => ({
  connection: s.connection,
  listening: s.listening,
  aiSpeaking: s.aiSpeaking,
  status: s.status,
  transcript: s.transcript,
  pushToTalk: s.pushToTalk,
  talking: s.talking,
});

const changed = (a: VoiceSessionState, b: TurnState) =>
  a.connection !== b.connection ||
  a.listening !== b.listening ||
  a.aiSpeaking !== b.aiSpeaking ||
  a.status !== b.status ||
  a.transcript !== b.transcript ||
  a.pushToTalk !== b.pushToTalk ||
  a.talking !== b.talking;

type EventBody = TurnEvent extends infer E ? (E extends TurnEvent ? Omit<E, 'now'> : never) : never;

/** One voice call: protocol client + turn machine + audio player + VAD. */
export function createVoiceSession(options: VoiceSessionOptions): VoiceSession {
  const timers = options.timers ?? defaultTimers;
  const now = options.now ?? Date.now;
  const language = options.language ?? 'en';
  const config: TurnConfig = { ...options, language };
  const client = createProtocolClient({ ...options, timers });
  const changes = createEmitter<{
    change: undefined;
    status: StatusMessage;
    latency: VoiceLatency;
  }>();
  /** When the speech of the turn being answered ended (the first segment since the last answer). */
  let speechEndAt: number | null = null;
  let state = initialTurnState(config);
  let snapshot = publicState(state);
  let destroyed = false;
  let wantListening = false;
  let vad: VoiceActivityDetector | null = null;
  let mergeTimer: unknown = null;
  let starting: Promise<void> | null = null;
  /** Push-to-talk: the button is down (it may go up while the call is still starting). */
  let held = false;
  /** Push-to-talk: frames captured since the press, or null when not capturing. */
  let captured: Float32Array[] | null = null;
  const stopCapture = () => {
    captured = null;
  };
  const takeCapture = () => {
    const frames = captured ?? [];
    captured = null;
    const audio = new Float32Array(frames.reduce((n, f) => n + f.length, 0));
    let at = 0;
    for (const frame of frames) {
      audio.set(frame, at);
      at += frame.length;
    }
    return audio;
  };
  const queue: EventBody[] = [];
  let draining = false;

  const player = createAudioPlayer({
    ...(options.audioFactory ? { createAudio: options.audioFactory } : {}),
    onEnded: () => dispatch({ type: 'aiAudioEnded' }),
    onError: (status) => dispatch({ type: 'aiAudioFailed', status }),
  });

  const cancelMerge = () => {
    if (mergeTimer !== null) timers.clearTimeout(mergeTimer);
    mergeTimer = null;
  };

  const failListening = (error: unknown) => {
    wantListening = false;
    dispatch({
      type: 'listeningFailed',
      status: error instanceof VoiceStartError ? error.status : STATUS.voiceDetectionFailed,
    });
  };

  const run = (effect: TurnEffect) => {
    switch (effect.type) {
      case 'status':
        changes.emit('status', effect.status);
        break;
      case 'sendAudio':
        speechEndAt ??= now();
        try {
          if (!client.sendAudio(encodeSpeech(effect.audio), language)) {
            dispatch({ type: 'audioSendFailed' });
          }
        } catch {
          dispatch({ type: 'audioSendFailed' });
        }
        break;
      case 'sendText':
        client.sendText(effect.payload);
        break;
      case 'sendInterruption':
        client.sendInterruption(effect.payload);
        break;
      case 'playAudio': {
        const endedAt = speechEndAt;
        speechEndAt = null;
        void player.play(effect.audio).then(() => {
          if (endedAt === null || !player.playing) return;
          const at = now();
          changes.emit('latency', {
            kind: 'speechEndToFirstAudio',
            ms: at - endedAt,
            speechEndAt: endedAt,
            firstAudioAt: at,
          });
        });
        break;
      }
      case 'pauseAudio': {
        player.pause();
        const progress = player.progress();
        if (progress) dispatch({ type: 'aiAudioProgress', ...progress });
        break;
      }
      case 'resumeAudio':
        void player.resume();
        break;
      case 'stopAudio':
        player.stop();
        break;
      case 'startListening':
        if (wantListening && vad) vad.start().catch(failListening);
        break;
      case 'stopListening':
        wantListening = false;
        stopCapture();
        void vad?.pause().catch(() => undefined);
        break;
      case 'pauseListening':
        stopCapture();
        void vad?.pause().catch(() => undefined);
        break;
      case 'startCapture':
        captured = [];
        if (vad) vad.start().catch(failListening);
        break;
      case 'stopCapture':
        stopCapture();
        void vad?.pause().catch(() => undefined);
        break;
      case 'scheduleMerge':
        cancelMerge();
        mergeTimer = timers.setTimeout(
          () => {
            mergeTimer = null;
            dispatch({ type: 'mergeDue' });
          },
          Math.max(0, effect.at - now()),
        );
        break;
      case 'cancelMerge':
        cancelMerge();
        break;
      case 'endSession':
        client.endSession();
        break;
      case 'disconnect':
        client.disconnect();
        break;
    }
  };

  // Effects may dispatch again (a failed send, a sync audio error): queue, never recurse.
  function dispatch(event: EventBody) {
    if (destroyed) return;
    queue.push(event);
    if (draining) return;
    draining = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const result = transition(state, { ...next, now: now() } as TurnEvent, config);
        state = result.state;
        for (const effect of result.effects) run(effect);
        if (changed(snapshot, state)) {
          snapshot = publicState(state);
          changes.emit('change', undefined);
        }
      }
    } finally {
      draining = false;
    }
  }

  client.on('connection', (c) => {
    if (c === 'connecting') dispatch({ type: 'connecting' });
    else if (c === 'connected') dispatch({ type: 'connected' });
  });
  client.on('authenticated', () => dispatch({ type: 'authenticated' }));
  client.on('authentication_failed', ({ message }) => dispatch({ type: 'authFailed', message }));
  client.on('connect_error', ({ message, willRetry }) =>
    dispatch({ type: 'connectError', message, willRetry }),
  );
  client.on('connect_failed', () => dispatch({ type: 'connectFailed' }));
  client.on('disconnect', ({ willReconnect }) => {
    speechEndAt = null;
    dispatch({ type: 'disconnected', willReconnect });
  });
  client.on('error', ({ message }) => dispatch({ type: 'serverError', message }));
  client.on('whisper_response', (payload) => dispatch({ type: 'whisperResponse', payload }));
  client.on('ai_response', (payload) => dispatch({ type: 'aiResponse', payload }));
  client.on('ai_interruption_response', (payload) =>
    dispatch({ type: 'aiInterruptionResponse', payload }),
  );
  client.on('ai_continuation_response', (payload) =>
    dispatch({ type: 'aiContinuationResponse', payload }),
  );

  const createVad: VadFactory = options.vadFactory ?? ((cb) => createMicVad(cb, options.vad));

  /** Resolves true once authenticated, false on failure or after the connect timeout. */
  const authenticated = () =>
    new Promise<boolean>((resolve) => {
      if (state.connection === 'authenticated') return resolve(true);
      const timer = timers.setTimeout(
        () => finish(false),
        options.connectTimeoutMs ?? VOICE_CONNECT_TIMEOUT_MS,
      );
      const offChange = changes.on('change', () => {
        if (state.connection === 'authenticated') finish(true);
        else if (state.connection === 'disconnected' || destroyed) finish(false);
      });
      const offStatus = changes.on('status', (s) => s.key === 'authFailed' && finish(false));
      function finish(ok: boolean) {
        timers.clearTimeout(timer);
        offChange();
        offStatus();
        resolve(ok);
      }
      client.connect();
    });

  /** Concurrent calls (a press while Start is still connecting) share one start. */
  function start() {
    starting ??= startConversation().finally(() => {
      starting = null;
    });
    return starting;
  }

  return {
    getState: () => snapshot,
    subscribe: (listener) => changes.on('change', listener),
    onStatus: (listener) => changes.on('status', listener),
    onLatency: (listener) => changes.on('latency', listener),
    sendText(text) {
      speechEndAt = null;
      dispatch({ type: 'textInput', text });
    },
    connect() {
      if (!destroyed) client.connect();
    },
    setPushToTalk(on) {
      if (!on) held = false;
      dispatch({ type: 'setInputMode', pushToTalk: on });
    },
    async pressToTalk() {
      if (destroyed || !state.pushToTalk || held) return;
      held = true;
      if (!state.listening) await start();
      // Released (or switched back to VAD) while the call was starting: nothing to capture.
      if (!held || destroyed) return;
      dispatch({ type: 'talkPress' });
    },
    releaseToTalk() {
      held = false;
      if (!state.talking) return;
      dispatch({ type: 'talkRelease', audio: takeCapture() });
    },
    start,
    async stop() {
      held = false;
      wantListening = false;
      dispatch({ type: 'stop' });
      await vad?.pause().catch(() => undefined);
    },
    async endCall() {
      held = false;
      wantListening = false;
      dispatch({ type: 'endCall' });
      await vad?.pause().catch(() => undefined);
    },
    async destroy() {
      if (destroyed) return;
      held = false;
      wantListening = false;
      destroyed = true;
      cancelMerge();
      player.stop();
      client.destroy();
      const current = vad;
      vad = null;
      await current?.destroy().catch(() => undefined);
      // Wakes a start() still waiting for authentication, so it gives up and clears its timer.
      changes.emit('change', undefined);
      changes.clear();
    },
  };

  async function startConversation() {
    if (destroyed || wantListening) return;
    if (!(options.isSecureContext ?? (() => globalThis.isSecureContext !== false))()) {
      dispatch({
        type: 'listeningFailed',
        status: STATUS.startFailed('microphone access requires HTTPS'),
      });
      return;
    }
    wantListening = true;
    if (!(await authenticated())) {
      // Keep a more precise error already shown ("Authentication failed: ...").
      const shown = state.status.kind === 'error' ? state.status : STATUS.connectFailed;
      if (wantListening) failListening(new VoiceStartError(shown));
      return;
    }
    if (!wantListening || destroyed) return;
    vad ??= createVad({
      onSpeechStart: () => dispatch({ type: 'speechStart' }),
      onSpeechEnd: (audio) => dispatch({ type: 'speechEnd', audio }),
      onVADMisfire: () => dispatch({ type: 'vadMisfire' }),
      onFrame: (frame) => {
        captured?.push(frame.slice());
      },
    });
    try {
      await vad.start();
    } catch (error) {
      if (wantListening) failListening(error);
      return;
    }
    // stop(), endCall() or destroy() won the race: close the microphone again. Push-to-talk
    // opened it only to ask permission and load the model: it reopens while the button is held.
    if (!wantListening || destroyed || state.pushToTalk) await vad.pause().catch(() => undefined);
    if (wantListening && !destroyed) dispatch({ type: 'listeningStarted' });
  }
}
