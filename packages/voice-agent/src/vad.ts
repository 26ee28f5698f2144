import type { MicVAD, RealTimeVADOptions } from '@ricky0123/vad-web';
import {
  MICROPHONE_CONSTRAINTS,
  STATUS,
  type StatusMessage,
  VAD_MIN_SPEECH_MS,
  VAD_NEGATIVE_SPEECH_THRESHOLD,
  VAD_POSITIVE_SPEECH_THRESHOLD,
  VAD_PRE_SPEECH_PAD_MS,
  VAD_REDEMPTION_MS,
  VOICE_LIBRARY_WAIT_INTERVAL_MS,
  VOICE_LIBRARY_WAIT_TRIES,
} from './constants.js';
import { defaultTimers, type Timers } from './timers.js';

export { VAD_ASSET_FILES } from './vadAssets.js';

/** What the session needs from voice activity detection; `createMicVad` is the real one. */
export interface VoiceActivityCallbacks {
  onSpeechStart(): void;
  /** One speech segment, mono 16 kHz float samples. */
  onSpeechEnd(audio: Float32Array): void;
  /** Speech started but was too short to count (arrives after the redemption window). */
  onVADMisfire(): void;
  /** Every frame of mono 16 kHz samples while listening (push-to-talk captures these). */
  onFrame?(frame: Float32Array): void;
}

export interface VoiceActivityDetector {
  /** Opens the microphone and listens; idempotent, concurrent calls share one start. */
  start(): Promise<void>;
  /** Stops listening and releases the microphone (it reopens on the next `start`). */
  pause(): Promise<void>;
  /** Releases microphone, audio context and model. Safe before `start`, during it, and twice. */
  destroy(): Promise<void>;
}

export type VadFactory = (callbacks: VoiceActivityCallbacks) => VoiceActivityDetector;

/** A start failure carrying the spec §8 status line to show. */
export class VoiceStartError extends Error {
  readonly status: StatusMessage;
  constructor(status: StatusMessage, options?: { cause?: unknown }) {
    super(status.text, options);
    this.name = 'VoiceStartError';
    this.status = status;
  }
}

/** The part of `@ricky0123/vad-web` this adapter uses. */
export interface VadLibrary {
  MicVAD: { new: (options: Partial<RealTimeVADOptions>) => Promise<MicVAD> };
}

export interface MicVadOptions {
  /** Absolute URL path of the VAD and onnxruntime files; page-relative paths break on nested routes. @default '/vad/' */
  assetBasePath?: string;
  /** @default 'v5' */
  model?: 'v5' | 'legacy';
  /** Frame probability above which speech starts. @default 0.8 (spec §9) */
  positiveSpeechThreshold?: number;
  /** Frame probability below which speech may end. @default 0.2 */
  negativeSpeechThreshold?: number;
  /** Speech shorter than this is a misfire (the answer resumes). @default 800 */
  minSpeechMs?: number;
  /** Audio kept from before speech started. @default 300 */
  preSpeechPadMs?: number;
  /** Silence that ends a speech segment. @default 1200 */
  redemptionMs?: number;
  /** Loads the library; a dynamic import so it is fetched only when a call starts. */
  loadLibrary?: () => Promise<VadLibrary>;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** @default 20 */
  waitTries?: number;
  /** @default 500 */
  waitIntervalMs?: number;
  timers?: Timers;
}

/**
 * Waits for the library: each try lasts up to `intervalMs`, a failed load is retried, and after
 * `tries` tries (10 s by default) it gives up with "VAD library failed to load after 10 seconds".
 */
export async function waitForLibrary<T>(
  load: () => Promise<T>,
  {
    tries = VOICE_LIBRARY_WAIT_TRIES,
    intervalMs = VOICE_LIBRARY_WAIT_INTERVAL_MS,
    timers = defaultTimers,
  }: { tries?: number; intervalMs?: number; timers?: Timers } = {},
): Promise<T> {
  let loaded: { value: T } | null = null;
  let attempt: Promise<void> | null = null;
  for (let i = 0; i < tries; i++) {
    attempt ??= load().then(
      (value) => {
        loaded = { value };
      },
      () => {
        attempt = null; // retried on the next try
      },
    );
    let timer: unknown;
    await Promise.race([
      attempt,
      new Promise<void>((resolve) => {
        timer = timers.setTimeout(resolve, intervalMs);
      }),
    ]);
    timers.clearTimeout(timer);
    if (loaded) return (loaded as { value: T }).value;
  }
  throw new VoiceStartError(STATUS.vadLoadFailed);
}

const isPermissionError = (error: unknown) =>
  error instanceof Error &&
  ['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(error.name);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The spec §9 detection options (thresholds, timings, microphone) for `MicVAD.new`. */
function micVadOptions(
  callbacks: VoiceActivityCallbacks,
  assetBasePath: string,
  options: MicVadOptions,
  getStream: () => Promise<MediaStream>,
): Partial<RealTimeVADOptions> {
  return {
    model: options.model ?? 'v5',
    positiveSpeechThreshold: options.positiveSpeechThreshold ?? VAD_POSITIVE_SPEECH_THRESHOLD,
    negativeSpeechThreshold: options.negativeSpeechThreshold ?? VAD_NEGATIVE_SPEECH_THRESHOLD,
    minSpeechMs: options.minSpeechMs ?? VAD_MIN_SPEECH_MS,
    preSpeechPadMs: options.preSpeechPadMs ?? VAD_PRE_SPEECH_PAD_MS,
    redemptionMs: options.redemptionMs ?? VAD_REDEMPTION_MS,
    baseAssetPath: assetBasePath,
    onnxWASMBasePath: assetBasePath,
    // The microphone opens on our start(), not when the model loads.
    startOnLoad: false,
    getStream,
    resumeStream: getStream,
    onSpeechStart: () => callbacks.onSpeechStart(),
    onSpeechEnd: (audio) => callbacks.onSpeechEnd(audio),
    onVADMisfire: () => callbacks.onVADMisfire(),
    onFrameProcessed: (_probabilities, frame) => callbacks.onFrame?.(frame),
  };
}

/** A `VoiceActivityDetector` over vad-web's `MicVAD` with the thresholds of spec §9. */
export function createMicVad(
  callbacks: VoiceActivityCallbacks,
  options: MicVadOptions = {},
): VoiceActivityDetector {
  const assetBasePath = options.assetBasePath ?? '/vad/';
  const getUserMedia =
    options.getUserMedia ??
    ((constraints: MediaStreamConstraints) => {
      if (!globalThis.navigator?.mediaDevices) {
        throw new VoiceStartError(STATUS.startFailed('microphone access requires HTTPS'));
      }
      return navigator.mediaDevices.getUserMedia(constraints);
    });
  const loadLibrary = options.loadLibrary ?? (() => import('@ricky0123/vad-web'));
  let vad: MicVAD | null = null;
  let starting: Promise<void> | null = null;
  let destroyed = false;
  // No callbacks once destroyed, even if the worklet still delivers a frame.
  const guarded: VoiceActivityCallbacks = {
    onSpeechStart: () => destroyed || callbacks.onSpeechStart(),
    onSpeechEnd: (audio) => destroyed || callbacks.onSpeechEnd(audio),
    onVADMisfire: () => destroyed || callbacks.onVADMisfire(),
    onFrame: (frame) => destroyed || callbacks.onFrame?.(frame),
  };

  const openMic = async () => {
    try {
      return await getUserMedia({ audio: { ...MICROPHONE_CONSTRAINTS } });
    } catch (error) {
      if (error instanceof VoiceStartError) throw error;
      throw new VoiceStartError(
        isPermissionError(error) ? STATUS.micDenied : STATUS.startFailed(message(error)),
        { cause: error },
      );
    }
  };

  const init = async () => {
    const library = await waitForLibrary(loadLibrary, {
      tries: options.waitTries,
      intervalMs: options.waitIntervalMs,
      timers: options.timers,
    });
    // The microphone before the model: a refusal then costs no model download.
    let firstStream: MediaStream | null = await openMic();
    const getStream = async () => {
      const stream = firstStream ?? (await openMic());
      firstStream = null;
      return stream;
    };
    let created: MicVAD;
    try {
      created = await library.MicVAD.new(micVadOptions(guarded, assetBasePath, options, getStream));
    } catch (error) {
      stopTracks(firstStream);
      throw new VoiceStartError(STATUS.vadInitFailed, { cause: error });
    }
    try {
      await created.start();
    } catch (error) {
      stopTracks(firstStream);
      // destroy() throws on a MicVAD whose start failed; release its model directly.
      await (created as unknown as { model?: { release?: () => Promise<void> } }).model
        ?.release?.()
        .catch(() => undefined);
      throw error instanceof VoiceStartError
        ? error
        : new VoiceStartError(STATUS.voiceDetectionFailed, { cause: error });
    }
    vad = created;
  };

  const teardown = async () => {
    const current = vad;
    vad = null;
    if (current) await current.destroy().catch(() => undefined);
  };

  return {
    async start() {
      if (destroyed) return;
      if (starting) return starting;
      if (vad) {
        if (!vad.listening) await vad.start();
        return;
      }
      starting = init().finally(() => {
        starting = null;
      });
      await starting;
      // destroy() arrived while we were starting (e.g. React StrictMode's unmount).
      if (destroyed) await teardown();
    },
    async pause() {
      if (starting) await starting.catch(() => undefined);
      if (vad?.listening) await vad.pause();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      if (starting) await starting.catch(() => undefined);
      await teardown();
    },
  };
}
