import type { StatusMessage } from './constants.js';
import type {
  AiContinuationResponse,
  AiInterruptionPayload,
  AiInterruptionResponse,
  AiResponse,
  AiTextInputPayload,
  WhisperResponse,
} from './protocol.js';
import type { TranscriptMessage } from './transcriptFilter.js';

/** State, events and effects of the turn machine (`turnMachine.ts`). */

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'authenticated';

export interface TurnState {
  connection: ConnectionState;
  /** The conversation is active: the microphone is on and the VAD listens. */
  listening: boolean;
  aiSpeaking: boolean;
  status: StatusMessage;
  transcript: readonly TranscriptMessage[];
  /** Transcriptions waiting for the merge pause. */
  pending: readonly string[];
  /** When the pending transcriptions are due to be sent, or null. */
  mergeAt: number | null;
  /** The pause elapsed while the user was speaking or a transcription was on its way. */
  mergeOverdue: boolean;
  userSpeaking: boolean;
  /** Speech was sent for transcription and no `whisper_response` came back yet. */
  awaitingTranscription: boolean;
  /** AI audio was paused by barge-in and may resume from its saved position. */
  audioInterrupted: boolean;
  /** The AI's latest reply text; when set, user turns go as interruptions (spec §4). */
  lastAiResponse: string | null;
}

export type TurnEvent = { now: number } & (
  | { type: 'connecting' }
  | { type: 'connected' }
  | { type: 'authenticated' }
  | { type: 'authFailed'; message: string }
  | { type: 'connectError'; message: string; willRetry: boolean }
  | { type: 'connectFailed' }
  | { type: 'serverError'; message: string }
  | { type: 'disconnected' }
  /** The microphone and VAD are running (after the user pressed start). */
  | { type: 'listeningStarted' }
  /** Starting the microphone or VAD failed with this status line. */
  | { type: 'listeningFailed'; status: StatusMessage }
  /** The user stopped the conversation. */
  | { type: 'stop' }
  | { type: 'endCall' }
  | { type: 'speechStart' }
  | { type: 'vadMisfire' }
  | { type: 'speechEnd'; audio: Float32Array }
  | { type: 'audioSendFailed' }
  | { type: 'whisperResponse'; payload: WhisperResponse }
  | { type: 'aiResponse'; payload: AiResponse }
  | { type: 'aiInterruptionResponse'; payload: AiInterruptionResponse }
  | { type: 'aiContinuationResponse'; payload: AiContinuationResponse }
  | { type: 'aiAudioEnded' }
  | { type: 'aiAudioFailed'; status: StatusMessage }
  /** The timer of a `scheduleMerge` effect fired. */
  | { type: 'mergeDue' }
);

export type TurnEffect =
  | { type: 'status'; status: StatusMessage }
  | { type: 'sendAudio'; audio: Float32Array }
  | { type: 'sendText'; payload: AiTextInputPayload }
  | { type: 'sendInterruption'; payload: AiInterruptionPayload }
  | { type: 'playAudio'; audio: string }
  /** Pause AI audio and save its position (barge-in). */
  | { type: 'pauseAudio' }
  /** Resume AI audio from the saved position (the barge-in was a false start). */
  | { type: 'resumeAudio' }
  | { type: 'stopAudio' }
  /** (Re)start the microphone and VAD; a no-op when already listening. */
  | { type: 'startListening' }
  | { type: 'stopListening' }
  | { type: 'scheduleMerge'; at: number }
  | { type: 'cancelMerge' }
  | { type: 'endSession' }
  | { type: 'disconnect' };

export interface TurnConfig {
  /** @default 'en' */
  language?: string;
  /** @default 5000 */
  mergePauseMs?: number;
  /** @default 8000 */
  minSpeechSamples?: number;
  /** @default 2000 */
  duplicateWindowMs?: number;
}
