/**
 * The IVR voice protocol of spec §7, shared by the browser client and the socket.io service so
 * neither side can drift: event names and payloads exactly as the spec lists them.
 */

export interface AuthenticatePayload {
  /** Kept for spec compatibility; the server identifies the caller by the session token. */
  phoneNumber?: string;
}

export interface WhisperAudioPayload {
  /** Base64 16-bit little-endian mono PCM, one chunk of whole samples. */
  audio: string;
  sampleRate: 16000;
  language: string;
  /**
   * Extension (optional, absent in the spec): a speech segment longer than one chunk (~6 s) is
   * sent as several messages. They share `segmentId`; `chunkIndex` counts from 0 to
   * `chunkCount - 1`. A server may transcribe each chunk alone (the client merges the
   * transcriptions) or join a segment's chunks first.
   */
  segmentId?: string;
  chunkIndex?: number;
  chunkCount?: number;
}

export interface AiTextInputPayload {
  text: string;
  language: string;
  useTTS: boolean;
}

export interface AiInterruptionPayload {
  userInterruption: string;
  previousAIResponse: string;
  language: string;
  useTTS: boolean;
  generateFiller: boolean;
}

export interface ClientToServerEvents {
  authenticate: (payload: AuthenticatePayload) => void;
  ping: () => void;
  whisper_audio: (payload: WhisperAudioPayload) => void;
  ai_text_input: (payload: AiTextInputPayload) => void;
  ai_intelligent_interruption: (payload: AiInterruptionPayload) => void;
  end_session: () => void;
}

export interface WhisperResponse {
  filtered?: boolean;
  reason?: string;
  error?: string;
  transcription?: string;
  /**
   * Extension: with `reason: 'low-confidence'`, what the service says instead of guessing ("I
   * didn't catch that…", in the caller's language), shown as its line and played when
   * `audioResponse` (base64 MP3) comes with it.
   */
  notice?: string;
  audioResponse?: string;
}

export interface AiResponse {
  error?: string;
  transcription?: string;
  aiResponse?: string;
  /** Base64 MP3 ("base64 mpeg", spec §3). */
  audioResponse?: string;
  isInterruption?: boolean;
  fillerUsed?: boolean;
}

export interface AiInterruptionResponse {
  error?: string;
  transcription?: string;
  modifiedResponse?: string;
  audioResponse?: string;
  fillerUsed?: boolean;
  contextualBlend?: boolean;
}

export interface AiContinuationResponse {
  error?: string;
  aiResponse?: string;
  audioResponse?: string;
}

export interface ServerToClientEvents {
  authenticated: (payload: { userId?: string }) => void;
  authentication_failed: (payload: { message: string }) => void;
  whisper_response: (payload: WhisperResponse) => void;
  ai_response: (payload: AiResponse) => void;
  ai_interruption_response: (payload: AiInterruptionResponse) => void;
  ai_continuation_response: (payload: AiContinuationResponse) => void;
  error: (payload: { message: string }) => void;
}

/** Client events, in spec order; the server registers exactly these. */
export const CLIENT_EVENTS = [
  'authenticate',
  'ping',
  'whisper_audio',
  'ai_text_input',
  'ai_intelligent_interruption',
  'end_session',
] as const satisfies readonly (keyof ClientToServerEvents)[];

/** Server events, in spec order. */
export const SERVER_EVENTS = [
  'authenticated',
  'authentication_failed',
  'whisper_response',
  'ai_response',
  'ai_interruption_response',
  'ai_continuation_response',
  'error',
] as const satisfies readonly (keyof ServerToClientEvents)[];
