import {
  STATUS,
  type StatusMessage,
  VOICE_DUPLICATE_WINDOW_MS,
  VOICE_MERGE_PAUSE_MS,
  VOICE_MIN_SPEECH_SAMPLES,
} from './constants.js';
import { addTranscriptMessage, isNoise, type TranscriptMessage } from './transcriptFilter.js';
import {
  DEFAULT_BACKCHANNELS,
  heardText,
  isBackchannel,
  speechMs,
  wordCount,
} from './turnTaking.js';
import type { TurnConfig, TurnEffect, TurnEvent, TurnState } from './turnTypes.js';

/**
 * The turn logic of spec §4 "Voice call" as a pure state machine: `transition(state, event)`
 * returns the next state and the effects to run. No timers, sockets or audio in here — the merge
 * pause is an effect (`scheduleMerge` at a time) answered by a `mergeDue` event.
 */

export interface Transition {
  state: TurnState;
  effects: TurnEffect[];
}

export function initialTurnState(config: Pick<TurnConfig, 'pushToTalk'> = {}): TurnState {
  return {
    connection: 'disconnected',
    listening: false,
    aiSpeaking: false,
    status: STATUS.readyToConnect,
    transcript: [],
    pending: [],
    mergeAt: null,
    mergeOverdue: false,
    userSpeaking: false,
    awaitingTranscription: false,
    audioInterrupted: false,
    lastAiResponse: null,
    heardFraction: 1,
    reconnecting: false,
    resumeListening: false,
    pushToTalk: config.pushToTalk ?? false,
    talking: false,
  };
}

/** Everything about the current turn cleared (pending text, speech flags, interrupted audio). */
const quietTurn = {
  listening: false,
  aiSpeaking: false,
  pending: [],
  mergeAt: null,
  mergeOverdue: false,
  userSpeaking: false,
  awaitingTranscription: false,
  audioInterrupted: false,
  talking: false,
} as const satisfies Partial<TurnState>;

export function transition(
  state: TurnState,
  event: TurnEvent,
  config: TurnConfig = {},
): Transition {
  const language = config.language ?? 'en';
  const policy = config.interruption ?? {};
  const effects: TurnEffect[] = [];
  let next: TurnState = state;
  const set = (patch: Partial<TurnState>) => {
    next = { ...next, ...patch };
  };
  const status = (line: StatusMessage) => {
    set({ status: line });
    effects.push({ type: 'status', status: line });
  };
  const addMessage = (text: string, type: TranscriptMessage['type']): boolean => {
    const transcript = addTranscriptMessage(
      next.transcript,
      { text, type, timestamp: event.now },
      { windowMs: config.duplicateWindowMs ?? VOICE_DUPLICATE_WINDOW_MS },
    );
    if (transcript === next.transcript) return false;
    set({ transcript });
    return true;
  };
  /** The speech that just ended gave no words: resume interrupted audio, maybe send now. */
  const nothingSaid = () => {
    if (next.audioInterrupted) {
      set({ audioInterrupted: false, aiSpeaking: true });
      effects.push({ type: 'resumeAudio' });
    }
    if (next.mergeOverdue) flushIfQuiet();
  };
  const flushIfQuiet = () => {
    if (next.userSpeaking || next.awaitingTranscription) {
      set({ mergeOverdue: true });
      return;
    }
    flush();
  };
  const flush = () => {
    const text = next.pending.join(' ').trim();
    set({ pending: [], mergeAt: null, mergeOverdue: false });
    if (text === '') return;
    if (next.lastAiResponse !== null) {
      const previous = config.heardContextOnly
        ? heardText(next.lastAiResponse, next.heardFraction)
        : next.lastAiResponse;
      effects.push({
        type: 'sendInterruption',
        payload: {
          userInterruption: text,
          previousAIResponse: previous,
          language,
          useTTS: true,
          generateFiller: true,
        },
      });
    } else {
      effects.push({ type: 'sendText', payload: { text, language, useTTS: true } });
    }
    status(STATUS.processing);
  };
  const aiReply = (text: string | undefined, audio: string | undefined) => {
    if (text !== undefined && text.trim() !== '') {
      addMessage(text, 'ai');
      // Shown as text at once; with audio, heard only as far as it plays.
      set({ lastAiResponse: text, heardFraction: audio ? 0 : 1 });
    }
    if (audio) {
      // A new answer replaces whatever was paused by barge-in.
      set({ aiSpeaking: true, audioInterrupted: false });
      effects.push({ type: 'playAudio', audio });
    } else if (next.listening) {
      status(ready());
    }
  };
  /** What the caller can do next: speak (VAD) or hold the button (push-to-talk). */
  const ready = () => (next.pushToTalk ? STATUS.holdToTalk : STATUS.readyWhenYouAre);
  /** Listening, or in push-to-talk between holds, waiting for the button. */
  const waiting = () => (next.pushToTalk && !next.talking ? STATUS.holdToTalk : STATUS.listening);
  const stopEverything = () => {
    if (next.talking) effects.push({ type: 'stopCapture' });
    effects.push({ type: 'stopListening' }, { type: 'stopAudio' }, { type: 'cancelMerge' });
    set(quietTurn);
  };

  switch (event.type) {
    case 'connecting':
      set({ connection: 'connecting' });
      break;
    case 'connected':
      set({ connection: 'connected' });
      status(STATUS.connected);
      break;
    case 'authenticated':
      set({ connection: 'authenticated', reconnecting: false });
      status(STATUS.sessionStarted);
      if (next.resumeListening) {
        // Back after a reconnect: the conversation goes on where it was (transcript, context).
        set({ resumeListening: false, listening: true });
        if (next.pushToTalk) status(STATUS.holdToTalk);
        else {
          effects.push({ type: 'startListening' });
          status(STATUS.listening);
        }
      }
      break;
    case 'authFailed':
      status(STATUS.authFailed(event.message));
      break;
    case 'connectError':
      // socket.io retries on its own unless the server refused the handshake.
      set({ connection: event.willRetry ? 'connecting' : 'disconnected' });
      // While reconnecting, each failed try is expected: the line stays "Reconnecting…".
      if (next.reconnecting && event.willRetry) break;
      set({ reconnecting: false, resumeListening: false });
      status(STATUS.connectionError(event.message));
      break;
    case 'connectFailed':
      set({ connection: 'disconnected', reconnecting: false, resumeListening: false });
      status(STATUS.connectFailed);
      break;
    case 'serverError':
      status(STATUS.connectionError(event.message));
      break;
    case 'disconnected':
      if (event.willReconnect) {
        const resume = next.listening || next.resumeListening;
        if (next.talking) effects.push({ type: 'stopCapture' });
        effects.push({ type: 'pauseListening' }, { type: 'stopAudio' }, { type: 'cancelMerge' });
        set({
          ...quietTurn,
          connection: 'connecting',
          reconnecting: true,
          resumeListening: resume,
        });
        status(STATUS.reconnecting);
        break;
      }
      stopEverything();
      set({ connection: 'disconnected', reconnecting: false, resumeListening: false });
      status(STATUS.disconnected);
      break;
    case 'listeningStarted':
      set({ listening: true });
      status(next.pushToTalk ? STATUS.holdToTalk : STATUS.listening);
      break;
    case 'listeningFailed':
      set({ listening: false, userSpeaking: false });
      status(event.status);
      break;
    case 'stop':
      stopEverything();
      set({ resumeListening: false });
      status(STATUS.conversationStopped);
      break;
    case 'endCall':
      stopEverything();
      effects.push({ type: 'endSession' }, { type: 'disconnect' });
      set({ transcript: [], lastAiResponse: null, reconnecting: false, resumeListening: false });
      break;
    case 'speechStart':
      // Push-to-talk: the button, not the VAD, says when the caller speaks.
      if (next.pushToTalk) break;
      set({ userSpeaking: true });
      if (next.aiSpeaking) {
        set({ aiSpeaking: false, audioInterrupted: true });
        effects.push({ type: 'pauseAudio' });
      }
      break;
    case 'vadMisfire':
      if (next.pushToTalk) break;
      set({ userSpeaking: false });
      nothingSaid();
      break;
    case 'speechEnd':
      if (next.pushToTalk) break;
      set({ userSpeaking: false });
      if (
        event.audio.length < (config.minSpeechSamples ?? VOICE_MIN_SPEECH_SAMPLES) ||
        (next.audioInterrupted && speechMs(event.audio.length) < (policy.minDurationMs ?? 0))
      ) {
        nothingSaid();
        break;
      }
      set({ awaitingTranscription: true });
      effects.push({ type: 'sendAudio', audio: event.audio });
      status(STATUS.processing);
      break;
    case 'audioSendFailed':
      set({ awaitingTranscription: false });
      status(STATUS.audioProcessingFailed);
      nothingSaid();
      break;
    case 'whisperResponse': {
      set({ awaitingTranscription: false });
      // Late words after Stop or a disconnect must not start a new turn.
      if (!next.listening) break;
      const { error, filtered, transcription, notice, audioResponse } = event.payload;
      if (error) {
        status(STATUS.speechFailed);
        nothingSaid();
        break;
      }
      if (filtered && notice) {
        // The service was unsure of the words and says so: its line, not an answer to remember.
        addMessage(notice, 'ai');
        if (audioResponse) {
          set({ aiSpeaking: true, audioInterrupted: false });
          effects.push({ type: 'playAudio', audio: audioResponse });
        } else nothingSaid();
        status(waiting());
        break;
      }
      if (filtered || isNoise(transcription) || transcription === undefined) {
        status(next.pending.length ? STATUS.gotThat : waiting());
        nothingSaid();
        break;
      }
      const text = transcription.trim();
      if (!addMessage(text, 'user')) {
        // The same words twice within the window: a double delivery, not a new turn.
        nothingSaid();
        break;
      }
      if (
        next.audioInterrupted &&
        (wordCount(text) < (policy.minWords ?? 1) ||
          isBackchannel(text, language, policy.backchannels ?? DEFAULT_BACKCHANNELS))
      ) {
        // "okay", "ehen" over the answer: heard and shown, but the answer goes on (ADR 0058,
        // docs/adr/0058-voice-turn-taking-policy-and-reconnect.md).
        status(next.pending.length ? STATUS.gotThat : waiting());
        nothingSaid();
        break;
      }
      if (next.audioInterrupted) {
        // Real words over the AI: its paused answer is abandoned (its text stays as context).
        set({ audioInterrupted: false });
        effects.push({ type: 'stopAudio' });
      }
      if (next.pushToTalk) {
        // The release ended the turn: sent at once (or after a new hold, with its words).
        set({ pending: [...next.pending, text] });
        effects.push({ type: 'cancelMerge' });
        status(STATUS.gotThat);
        flushIfQuiet();
        break;
      }
      const at = event.now + (config.mergePauseMs ?? VOICE_MERGE_PAUSE_MS);
      set({ pending: [...next.pending, text], mergeAt: at, mergeOverdue: false });
      effects.push({ type: 'scheduleMerge', at });
      status(STATUS.gotThat);
      break;
    }
    case 'mergeDue':
      if (next.mergeAt === null) break;
      // Timers may fire a little early against the wall clock: wait for the rest.
      if (event.now < next.mergeAt) effects.push({ type: 'scheduleMerge', at: next.mergeAt });
      else flushIfQuiet();
      break;
    case 'aiResponse':
      if (event.payload.error) status(STATUS.aiFailed);
      else aiReply(event.payload.aiResponse, event.payload.audioResponse);
      break;
    case 'aiInterruptionResponse':
      if (event.payload.error) status(STATUS.interruptionFailed);
      else aiReply(event.payload.modifiedResponse, event.payload.audioResponse);
      break;
    case 'aiContinuationResponse':
      if (event.payload.error) status(STATUS.continuationFailed);
      else aiReply(event.payload.aiResponse, event.payload.audioResponse);
      break;
    case 'aiAudioProgress':
      if (event.duration > 0 && Number.isFinite(event.duration)) {
        set({ heardFraction: Math.min(1, Math.max(0, event.position / event.duration)) });
      }
      break;
    case 'textInput': {
      const text = event.text.trim();
      if (text === '' || !addMessage(text, 'user')) break;
      // Typed words are final: sent at once with anything pending, no merge pause.
      set({ pending: [...next.pending, text] });
      effects.push({ type: 'cancelMerge' });
      if (next.audioInterrupted || next.aiSpeaking) {
        set({ audioInterrupted: false, aiSpeaking: false });
        effects.push({ type: 'stopAudio' });
      }
      flush();
      break;
    }
    case 'aiAudioEnded':
    case 'aiAudioFailed':
      if (event.type === 'aiAudioEnded') set({ heardFraction: 1 });
      set({ aiSpeaking: false, audioInterrupted: false });
      if (event.type === 'aiAudioFailed') status(event.status);
      if (next.listening) {
        if (!next.pushToTalk) effects.push({ type: 'startListening' });
        if (event.type === 'aiAudioEnded') status(ready());
      }
      break;
    case 'setInputMode': {
      if (event.pushToTalk === next.pushToTalk) break;
      // Whatever was being said in the old mode is dropped; a paused answer resumes.
      if (next.talking) effects.push({ type: 'stopCapture' });
      set({ pushToTalk: event.pushToTalk, talking: false, userSpeaking: false });
      nothingSaid();
      if (!next.listening) break;
      if (event.pushToTalk) {
        effects.push({ type: 'pauseListening' });
        status(STATUS.holdToTalk);
      } else {
        effects.push({ type: 'startListening' });
        status(STATUS.listening);
      }
      break;
    }
    case 'talkPress':
      if (!next.pushToTalk || !next.listening || next.talking) break;
      set({ talking: true, userSpeaking: true });
      if (next.aiSpeaking) {
        // Pressing during an answer is barge-in: it pauses, and resumes if nothing is said.
        set({ aiSpeaking: false, audioInterrupted: true });
        effects.push({ type: 'pauseAudio' });
      }
      effects.push({ type: 'startCapture' });
      status(STATUS.listening);
      break;
    case 'talkRelease':
      if (!next.talking) break;
      set({ talking: false, userSpeaking: false });
      effects.push({ type: 'stopCapture' });
      // No VAD wait: the release is the end of the turn. Too short a hold says nothing.
      if (event.audio.length < (config.minSpeechSamples ?? VOICE_MIN_SPEECH_SAMPLES)) {
        status(next.pending.length ? STATUS.gotThat : STATUS.holdToTalk);
        nothingSaid();
        break;
      }
      set({ awaitingTranscription: true });
      effects.push({ type: 'sendAudio', audio: event.audio });
      status(STATUS.processing);
      break;
  }
  return { state: next, effects };
}
