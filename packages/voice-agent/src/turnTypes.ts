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
  /** The connection dropped and comes back by itself; the call resumes when authenticated. */
  reconnecting: boolean;
  /** The conversation was on when the connection dropped: listening restarts on reconnect. */
  resumeListening: boolean;
  /** How much of `lastAiResponse` the caller heard, 0–1 (playback position / duration). */
  heardFraction: number;
  /**
   * Push-to-talk input: the microphone streams only while the talk button is held, the VAD's
   * speech events are ignored, and releasing the button ends the turn (no merge pause).
   */
  pushToTalk: boolean;
  /** Push-to-talk: the talk button is held and its audio is being captured. */
  talking: boolean;
}

export type TurnEvent = { now: number } & (
  | { type: 'connecting' }
  | { type: 'connected' }
  | { type: 'authenticated' }
  | { type: 'authFailed'; message: string }
  | { type: 'connectError'; message: string; willRetry: boolean }
  | { type: 'connectFailed' }
  | { type: 'serverError'; message: string }
  /** `willReconnect`: the client gets the connection back by itself (server restart, network). */
  | { type: 'disconnected'; willReconnect?: boolean }
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
  /** Where playback of the AI's answer stood when it was paused, in seconds. */
  | { type: 'aiAudioProgress'; position: number; duration: number }
  /** The user typed instead of speaking: merged and sent like transcribed words. */
  | { type: 'textInput'; text: string }
  /** Switch between voice activity detection and push-to-talk. */
  | { type: 'setInputMode'; pushToTalk: boolean }
  /** Push-to-talk: the talk button went down (pointer or Space). */
  | { type: 'talkPress' }
  /** Push-to-talk: the talk button came up; `audio` is what was captured while it was held. */
  | { type: 'talkRelease'; audio: Float32Array }
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
  /** Push-to-talk: open the microphone and capture its frames until `stopCapture`. */
  | { type: 'startCapture' }
  /** Push-to-talk: close the microphone; frames not yet delivered are dropped. */
  | { type: 'stopCapture' }
  /** Close the microphone for now; the conversation stays on (reconnecting). */
  | { type: 'pauseListening' }
  | { type: 'scheduleMerge'; at: number }
  | { type: 'cancelMerge' }
  | { type: 'endSession' }
  | { type: 'disconnect' };

/**
 * When speech over the AI's answer abandons it. The answer always pauses at speech start
 * (barge-in); these decide whether it resumes or is dropped once the speech is understood.
 */
export interface InterruptionPolicy {
  /** Speech over the answer shorter than this resumes it. @default 0 (the VAD's minimum decides) */
  minDurationMs?: number;
  /** Fewer words than this resume the answer. @default 1 */
  minWords?: number;
  /**
   * Acknowledgements that never abandon the answer, by language code; `'*'` applies to every
   * language. Matched on the whole utterance (case, punctuation and repeats ignored): "okay",
   * "Yes, yes." and "ọ dị mma" resume; "okay but the feed?" interrupts.
   * @default DEFAULT_BACKCHANNELS
   */
  backchannels?: Readonly<Record<string, readonly string[]>>;
}

export interface TurnConfig {
  /** @default 'en' */
  language?: string;
  /** Start in push-to-talk mode (see `TurnState.pushToTalk`). @default false */
  pushToTalk?: boolean;
  /** @default 5000 */
  mergePauseMs?: number;
  /** @default 8000 */
  minSpeechSamples?: number;
  /** @default 2000 */
  duplicateWindowMs?: number;
  interruption?: InterruptionPolicy;
  /**
   * Send as `previousAIResponse` only the part of the answer the caller heard (cut at the word
   * where playback was paused), instead of the whole text. @default false (spec §4: whole text)
   */
  heardContextOnly?: boolean;
}
