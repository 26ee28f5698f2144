/**
 * Spec §9 voice constants, §5 noise phrases and §8 voice status messages.
 *
 * The same numbers live in `@kiwo/domain`, but this package is a reusable browser library and may
 * not import other Kiwo packages (DESIGN §1), so it keeps its own copy; a test pins the values.
 * Durations are in milliseconds.
 */

export const VOICE_PING_INTERVAL_MS = 20_000;
/** Pause with no new transcription after which collected transcriptions are merged and sent. */
export const VOICE_MERGE_PAUSE_MS = 5_000;
/** Speech segments shorter than this (0.5 s at 16 kHz) are skipped. */
export const VOICE_MIN_SPEECH_SAMPLES = 8_000;
export const VOICE_SAMPLE_RATE = 16_000;
export const VAD_POSITIVE_SPEECH_THRESHOLD = 0.8;
export const VAD_NEGATIVE_SPEECH_THRESHOLD = 0.2;
export const VAD_MIN_SPEECH_MS = 800;
export const VAD_PRE_SPEECH_PAD_MS = 300;
export const VAD_REDEMPTION_MS = 1_200;
export const VOICE_AUDIO_VOLUME = 0.8;
export const VOICE_LIBRARY_WAIT_TRIES = 20;
export const VOICE_LIBRARY_WAIT_INTERVAL_MS = 500;
/** Identical transcript messages of the same type within this window are not added. */
export const VOICE_DUPLICATE_WINDOW_MS = 2_000;
/** How many of the latest transcript messages the duplicate filter looks at ("the last few"). */
export const VOICE_DUPLICATE_LOOKBACK = 5;
export const VOICE_CONNECT_TIMEOUT_MS = 20_000;
export const VOICE_RECONNECT_DELAY_MIN_MS = 1_000;
export const VOICE_RECONNECT_DELAY_MAX_MS = 5_000;
/** socket.io namespace of the IVR voice service. */
export const VOICE_NAMESPACE = '/ivr';
/**
 * Largest base64 `audio` string in one `whisper_audio` message: 256 KiB, a quarter of socket.io's
 * 1 MB default `maxHttpBufferSize`, which leaves room for the envelope and a smaller server limit.
 */
export const VOICE_MAX_CHUNK_BASE64_CHARS = 256 * 1024;

/** The microphone constraints of spec §9. */
export const MICROPHONE_CONSTRAINTS = {
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const satisfies MediaTrackConstraints;

// The §5 noise phrases and fillers live in noise.ts (DOM-free, shared with the server).
export { FILLER_WORDS, NOISE_PHRASES } from './noise.js';

export type StatusKind = 'info' | 'error';

interface Line<K extends string> {
  readonly key: K;
  readonly kind: StatusKind;
  /** English default text, exactly as spec §8 (and §2 for "Ready to connect") writes it. */
  readonly text: string;
}

/** A status line with a `{message}` parameter; `message` is the raw detail, not translated. */
interface LineWithMessage<K extends string> extends Line<K> {
  readonly message: string;
}

const info = <K extends string>(key: K, text: string): Line<K> => ({ key, kind: 'info', text });
const error = <K extends string>(key: K, text: string): Line<K> => ({ key, kind: 'error', text });
const withMessage =
  <K extends string>(key: K, template: (message: string) => string) =>
  (message: string): LineWithMessage<K> => ({
    key,
    kind: 'error',
    text: template(message),
    message,
  });

/**
 * Every voice status line, keyed so the app can translate by `key` (and `message` where the line
 * has one) and fall back to `text`.
 */
export const STATUS = {
  readyToConnect: info('readyToConnect', 'Ready to connect'),
  connected: info('connected', 'Connected to IVR system'),
  sessionStarted: info('sessionStarted', 'Session started - Click microphone to speak'),
  listening: info('listening', 'Listening... Speak now'),
  gotThat: info('gotThat', 'Got that... Continue if you have more to say'),
  processing: info('processing', 'Processing...'),
  readyWhenYouAre: info('readyWhenYouAre', 'Ready when you are...'),
  conversationStopped: info('conversationStopped', 'Conversation stopped.'),
  /** Push-to-talk: the call is on and the microphone opens only while the button is held. */
  holdToTalk: info('holdToTalk', 'Hold the button and speak'),
  authFailed: withMessage('authFailed', (m) => `Authentication failed: ${m}`),
  speechFailed: error('speechFailed', 'Speech processing failed, try again'),
  aiFailed: error('aiFailed', 'AI processing failed, try again'),
  interruptionFailed: error('interruptionFailed', 'Interruption processing failed, try again'),
  continuationFailed: error('continuationFailed', 'Continuation failed, try again'),
  connectFailed: error('connectFailed', 'Failed to connect to IVR system'),
  connectionError: withMessage('connectionError', (m) => `Connection error: ${m}`),
  disconnected: error('disconnected', 'Disconnected from IVR system'),
  /** The connection dropped and the client is getting it back by itself (1–5 s between tries). */
  reconnecting: info('reconnecting', 'Reconnecting…'),
  micDenied: error(
    'micDenied',
    'Microphone access denied. Please enable microphone in browser settings.',
  ),
  vadLoadFailed: error('vadLoadFailed', 'VAD library failed to load after 10 seconds'),
  vadInitFailed: error('vadInitFailed', 'VAD initialization failed'),
  voiceDetectionFailed: error('voiceDetectionFailed', 'Failed to initialize voice detection'),
  startFailed: withMessage('startFailed', (m) => `Failed to start conversation: ${m}`),
  audioPlaybackFailed: error('audioPlaybackFailed', 'Audio playback failed'),
  playFailed: error('playFailed', 'Failed to play audio'),
  audioProcessingFailed: error('audioProcessingFailed', 'Audio processing failed'),
} as const;

export type StatusKey = keyof typeof STATUS;

/** One status line as emitted by the library. */
export type StatusMessage = {
  [K in StatusKey]: (typeof STATUS)[K] extends (message: string) => infer R
    ? R
    : (typeof STATUS)[K];
}[StatusKey];
