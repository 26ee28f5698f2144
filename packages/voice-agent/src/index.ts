export type { AudioElementLike, AudioPlayer, AudioPlayerOptions } from './audioPlayer.js';
export { createAudioPlayer } from './audioPlayer.js';
export type { StatusKey, StatusKind, StatusMessage } from './constants.js';
export {
  FILLER_WORDS,
  MICROPHONE_CONSTRAINTS,
  NOISE_PHRASES,
  STATUS,
  VAD_MIN_SPEECH_MS,
  VAD_NEGATIVE_SPEECH_THRESHOLD,
  VAD_POSITIVE_SPEECH_THRESHOLD,
  VAD_PRE_SPEECH_PAD_MS,
  VAD_REDEMPTION_MS,
  VOICE_AUDIO_VOLUME,
  VOICE_CONNECT_TIMEOUT_MS,
  VOICE_DUPLICATE_LOOKBACK,
  VOICE_DUPLICATE_WINDOW_MS,
  VOICE_LIBRARY_WAIT_INTERVAL_MS,
  VOICE_LIBRARY_WAIT_TRIES,
  VOICE_MAX_CHUNK_BASE64_CHARS,
  VOICE_MERGE_PAUSE_MS,
  VOICE_MIN_SPEECH_SAMPLES,
  VOICE_NAMESPACE,
  VOICE_PING_INTERVAL_MS,
  VOICE_RECONNECT_DELAY_MAX_MS,
  VOICE_RECONNECT_DELAY_MIN_MS,
  VOICE_SAMPLE_RATE,
} from './constants.js';
export type { EncodeOptions } from './pcm.js';
export { bytesToBase64, encodeSpeech, floatTo16BitPcm, resample, shouldSkip } from './pcm.js';
export type {
  AiContinuationResponse,
  AiInterruptionPayload,
  AiInterruptionResponse,
  AiResponse,
  AiTextInputPayload,
  AuthenticatePayload,
  ClientToServerEvents,
  ServerToClientEvents,
  WhisperAudioPayload,
  WhisperResponse,
} from './protocol.js';
export { CLIENT_EVENTS, SERVER_EVENTS } from './protocol.js';
export type {
  ProtocolClient,
  ProtocolClientOptions,
  ProtocolEvents,
  VoiceSocket,
} from './protocolClient.js';
export { createProtocolClient } from './protocolClient.js';
export type {
  VoiceLatency,
  VoiceSession,
  VoiceSessionOptions,
  VoiceSessionState,
} from './session.js';
export { createVoiceSession } from './session.js';
export type { Timers } from './timers.js';
export type { DuplicateFilterOptions, TranscriptMessage } from './transcriptFilter.js';
export { addTranscriptMessage, isDuplicate, isNoise } from './transcriptFilter.js';
export type { Transition } from './turnMachine.js';
export { initialTurnState, transition } from './turnMachine.js';
export {
  DEFAULT_BACKCHANNELS,
  heardText,
  isBackchannel,
  normalizeWords,
  wordCount,
} from './turnTaking.js';
export type {
  ConnectionState,
  InterruptionPolicy,
  TurnConfig,
  TurnEffect,
  TurnEvent,
  TurnState,
} from './turnTypes.js';
export type {
  MicVadOptions,
  VadFactory,
  VadLibrary,
  VoiceActivityCallbacks,
  VoiceActivityDetector,
} from './vad.js';
export { createMicVad, VAD_ASSET_FILES, VoiceStartError, waitForLibrary } from './vad.js';
