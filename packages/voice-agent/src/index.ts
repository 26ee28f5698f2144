export type { AudioElementLike, AudioPlayer, AudioPlayerOptions } from './audioPlayer';
export { createAudioPlayer } from './audioPlayer';
export type { StatusKey, StatusKind, StatusMessage } from './constants';
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
} from './constants';
export type { EncodeOptions } from './pcm';
export { bytesToBase64, encodeSpeech, floatTo16BitPcm, resample, shouldSkip } from './pcm';
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
} from './protocol';
export { CLIENT_EVENTS, SERVER_EVENTS } from './protocol';
export type {
  ProtocolClient,
  ProtocolClientOptions,
  ProtocolEvents,
  VoiceSocket,
} from './protocolClient';
export { createProtocolClient } from './protocolClient';
export type { VoiceSession, VoiceSessionOptions, VoiceSessionState } from './session';
export { createVoiceSession } from './session';
export type { Timers } from './timers';
export type { DuplicateFilterOptions, TranscriptMessage } from './transcriptFilter';
export { addTranscriptMessage, isDuplicate, isNoise } from './transcriptFilter';
export type { Transition } from './turnMachine';
export { initialTurnState, transition } from './turnMachine';
export type {
  ConnectionState,
  TurnConfig,
  TurnEffect,
  TurnEvent,
  TurnState,
} from './turnTypes';
export type {
  MicVadOptions,
  VadFactory,
  VadLibrary,
  VoiceActivityCallbacks,
  VoiceActivityDetector,
} from './vad';
export { createMicVad, VAD_ASSET_FILES, VoiceStartError, waitForLibrary } from './vad';
