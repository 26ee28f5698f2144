import { describe, expect, it } from 'vitest';
import { STATUS } from './constants.js';
import { initialTurnState, transition } from './turnMachine.js';
import type { TurnConfig, TurnEffect, TurnEvent, TurnState } from './turnTypes.js';

type EventBody = TurnEvent extends infer E ? (E extends TurnEvent ? Omit<E, 'now'> : never) : never;

/** Drives the machine like the session does; `at` moves a fake clock. */
function machine(config: TurnConfig = {}, state: TurnState = initialTurnState(config)) {
  let now = 0;
  let effects: TurnEffect[] = [];
  return {
    get state() {
      return state;
    },
    /** Effects of the latest `send`. */
    get effects() {
      return effects;
    },
    at(time: number) {
      now = time;
      return this;
    },
    send(event: EventBody) {
      const result = transition(state, { ...event, now } as TurnEvent, config);
      state = result.state;
      effects = result.effects;
      return effects;
    },
    /** The non-status effects of the latest send, by type. */
    get actions() {
      return effects.filter((e) => e.type !== 'status').map((e) => e.type);
    },
  };
}

const speech = (samples: number) => new Float32Array(samples);
const said = (transcription: string) =>
  ({ type: 'whisperResponse', payload: { transcription } }) as const;

/** Connected, authenticated and listening. */
function live(config?: TurnConfig) {
  const m = machine(config);
  m.send({ type: 'connecting' });
  m.send({ type: 'connected' });
  m.send({ type: 'authenticated' });
  m.send({ type: 'listeningStarted' });
  return m;
}

describe('connection and status lines', () => {
  it('goes disconnected → connecting → connected → authenticated with the spec texts', () => {
    const m = machine();
    expect(m.state.status.text).toBe('Ready to connect');
    m.send({ type: 'connecting' });
    expect(m.state.connection).toBe('connecting');
    expect(m.send({ type: 'connected' })).toEqual([{ type: 'status', status: STATUS.connected }]);
    m.send({ type: 'authenticated' });
    expect(m.state.connection).toBe('authenticated');
    expect(m.state.status.text).toBe('Session started - Click microphone to speak');
    m.send({ type: 'listeningStarted' });
    expect(m.state.status.text).toBe('Listening... Speak now');
    expect(m.state.listening).toBe(true);
  });

  it('reports auth, connection and server errors with their message', () => {
    const m = machine();
    m.send({ type: 'connectError', message: 'timeout', willRetry: true });
    expect(m.state.status.text).toBe('Connection error: timeout');
    expect(m.state.connection).toBe('connecting');
    m.send({ type: 'connectError', message: 'unauthorized', willRetry: false });
    expect(m.state.connection).toBe('disconnected');
    m.send({ type: 'connectFailed' });
    expect(m.state.status).toBe(STATUS.connectFailed);
    m.send({ type: 'authFailed', message: 'invalid session' });
    expect(m.state.status.text).toBe('Authentication failed: invalid session');
    m.send({ type: 'serverError', message: 'busy' });
    expect(m.state.status.text).toBe('Connection error: busy');
  });

  it('disconnect stops listening and audio and says so', () => {
    const m = live();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Hi', audioResponse: 'QUJD' } });
    m.send({ type: 'disconnected' });
    expect(m.actions).toEqual(['stopListening', 'stopAudio', 'cancelMerge']);
    expect(m.state).toMatchObject({
      connection: 'disconnected',
      listening: false,
      aiSpeaking: false,
    });
    expect(m.state.status.text).toBe('Disconnected from IVR system');
  });

  it('reports a failed start and a stop', () => {
    const m = live();
    m.send({ type: 'listeningFailed', status: STATUS.micDenied });
    expect(m.state.listening).toBe(false);
    expect(m.state.status.kind).toBe('error');
    m.send({ type: 'listeningStarted' });
    m.send({ type: 'stop' });
    expect(m.actions).toEqual(['stopListening', 'stopAudio', 'cancelMerge']);
    expect(m.state.status.text).toBe('Conversation stopped.');
  });
});

describe('speech → transcription → merge (spec §4)', () => {
  it('sends speech of 8000+ samples and skips shorter speech', () => {
    const m = live();
    expect(m.send({ type: 'speechEnd', audio: speech(7_999) })).toEqual([]);
    const audio = speech(8_000);
    m.send({ type: 'speechEnd', audio });
    expect(m.effects).toContainEqual({ type: 'sendAudio', audio });
    expect(m.state.status.text).toBe('Processing...');
  });

  it('merges transcriptions after a 5000 ms pause with no new transcription', () => {
    const m = live();
    m.at(1_000).send(said('My goats'));
    expect(m.effects).toContainEqual({ type: 'scheduleMerge', at: 6_000 });
    expect(m.state.status.text).toBe('Got that... Continue if you have more to say');
    m.at(4_000).send(said('are coughing'));
    expect(m.effects).toContainEqual({ type: 'scheduleMerge', at: 9_000 });
    // Early (a stale or early timer): nothing is sent, the wait is re-armed.
    expect(m.at(6_000).send({ type: 'mergeDue' })).toEqual([{ type: 'scheduleMerge', at: 9_000 }]);
    m.at(9_000).send({ type: 'mergeDue' });
    expect(m.effects).toEqual([
      {
        type: 'sendText',
        payload: { text: 'My goats are coughing', language: 'en', useTTS: true },
      },
      { type: 'status', status: STATUS.processing },
    ]);
    expect(m.state.pending).toEqual([]);
    expect(m.state.transcript.map((t) => [t.type, t.text, t.timestamp])).toEqual([
      ['user', 'My goats', 1_000],
      ['user', 'are coughing', 4_000],
    ]);
  });

  it('honours a configured pause and language', () => {
    const m = live({ mergePauseMs: 100, language: 'ha' });
    m.at(0).send(said('Sannu'));
    m.at(100).send({ type: 'mergeDue' });
    expect(m.effects[0]).toEqual({
      type: 'sendText',
      payload: { text: 'Sannu', language: 'ha', useTTS: true },
    });
  });

  it('waits while the user is still speaking or a transcription is on its way', () => {
    const m = live();
    m.at(0).send(said('Hello'));
    m.at(4_000).send({ type: 'speechStart' });
    expect(m.at(5_000).send({ type: 'mergeDue' })).toEqual([]);
    expect(m.state.mergeOverdue).toBe(true);
    m.at(6_000).send({ type: 'speechEnd', audio: speech(16_000) });
    expect(m.actions).toEqual(['sendAudio']);
    m.at(7_000).send(said('my cow is sick'));
    expect(m.effects).toContainEqual({ type: 'scheduleMerge', at: 12_000 });
    m.at(12_000).send({ type: 'mergeDue' });
    expect(m.effects[0]).toMatchObject({ payload: { text: 'Hello my cow is sick' } });
  });

  it('sends at once when the overdue speech turns out to be nothing', () => {
    const m = live();
    m.at(0).send(said('Hello'));
    m.at(4_000).send({ type: 'speechStart' });
    m.at(5_000).send({ type: 'mergeDue' });
    m.at(5_500).send({ type: 'vadMisfire' });
    expect(m.effects[0]).toMatchObject({ type: 'sendText', payload: { text: 'Hello' } });
  });

  it('ignores noise phrases, fillers, filtered results and empty text', () => {
    const m = live();
    for (const payload of [
      { transcription: 'Um.' },
      { transcription: 'This film was shot in Kano' },
      { transcription: '[background music]' },
      { transcription: '' },
      {},
      { filtered: true, reason: 'noise', transcription: 'whatever' },
    ]) {
      m.send({ type: 'whisperResponse', payload });
      expect(m.actions).toEqual([]);
      expect(m.state.status.text).toBe('Listening... Speak now');
    }
    expect(m.state.pending).toEqual([]);
    expect(m.state.transcript).toEqual([]);
  });

  it('shows and plays the service\'s "didn\'t catch that" instead of the doubtful words', () => {
    const m = live();
    const notice = 'I didn’t catch that. Please say it again, or type your question in the chat.';
    m.send({
      type: 'whisperResponse',
      payload: {
        filtered: true,
        reason: 'low-confidence',
        transcription: '',
        notice,
        audioResponse: 'QUJD',
      },
    });
    expect(m.effects).toContainEqual({ type: 'playAudio', audio: 'QUJD' });
    expect(m.state.transcript.map((x) => [x.type, x.text])).toEqual([['ai', notice]]);
    expect(m.state.pending).toEqual([]);
    // Not an answer: the next words are a new question, not an interruption of it.
    expect(m.state.lastAiResponse).toBeNull();
    m.send({
      type: 'whisperResponse',
      payload: { filtered: true, reason: 'low-confidence', notice },
    });
    expect(m.actions).toEqual([]);
  });

  it('does not add the same words twice within 2000 ms', () => {
    const m = live();
    m.at(0).send(said('Hello'));
    m.at(1_500).send(said('Hello'));
    expect(m.actions).toEqual([]);
    m.at(2_500).send(said('Hello'));
    expect(m.actions).toEqual(['scheduleMerge']);
    expect(m.state.pending).toEqual(['Hello', 'Hello']);
  });

  it('reports a failed transcription and ignores late words after stop', () => {
    const m = live();
    m.send({ type: 'whisperResponse', payload: { error: 'stt down' } });
    expect(m.state.status.text).toBe('Speech processing failed, try again');
    m.send({ type: 'stop' });
    m.send(said('late words'));
    expect(m.actions).toEqual([]);
    expect(m.state.pending).toEqual([]);
  });
});

describe('AI replies and interruptions', () => {
  it('sends an interruption once the AI has a previous response', () => {
    const m = live();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Give them clean water.' } });
    expect(m.state.transcript.at(-1)).toMatchObject({ type: 'ai', text: 'Give them clean water.' });
    expect(m.state.status.text).toBe('Ready when you are...');
    m.at(0).send(said('How much water?'));
    m.at(5_000).send({ type: 'mergeDue' });
    expect(m.effects[0]).toEqual({
      type: 'sendInterruption',
      payload: {
        userInterruption: 'How much water?',
        previousAIResponse: 'Give them clean water.',
        language: 'en',
        useTTS: true,
        generateFiller: true,
      },
    });
  });

  it('uses the latest reply of any kind as the previous response', () => {
    const m = live();
    m.send({ type: 'aiInterruptionResponse', payload: { modifiedResponse: 'Blended.' } });
    m.send({ type: 'aiContinuationResponse', payload: { aiResponse: 'And also...' } });
    expect(m.state.lastAiResponse).toBe('And also...');
    expect(m.state.transcript.map((t) => t.text)).toEqual(['Blended.', 'And also...']);
  });

  it('reports each kind of AI failure', () => {
    const m = live();
    m.send({ type: 'aiResponse', payload: { error: 'x' } });
    expect(m.state.status.text).toBe('AI processing failed, try again');
    m.send({ type: 'aiInterruptionResponse', payload: { error: 'x' } });
    expect(m.state.status.text).toBe('Interruption processing failed, try again');
    m.send({ type: 'aiContinuationResponse', payload: { error: 'x' } });
    expect(m.state.status.text).toBe('Continuation failed, try again');
    expect(m.state.lastAiResponse).toBeNull();
  });

  it('plays the answer and restarts listening when it ends', () => {
    const m = live();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Hi', audioResponse: 'SUQz' } });
    expect(m.actions).toEqual(['playAudio']);
    expect(m.state.aiSpeaking).toBe(true);
    m.send({ type: 'aiAudioEnded' });
    expect(m.actions).toEqual(['startListening']);
    expect(m.state.aiSpeaking).toBe(false);
    expect(m.state.status.text).toBe('Ready when you are...');
  });

  it('reports a playback failure and still restarts listening', () => {
    const m = live();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Hi', audioResponse: 'SUQz' } });
    m.send({ type: 'aiAudioFailed', status: STATUS.playFailed });
    expect(m.actions).toEqual(['startListening']);
    expect(m.state.status.text).toBe('Failed to play audio');
  });
});

describe('barge-in (spec §4)', () => {
  function speaking() {
    const m = live();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Long answer', audioResponse: 'SUQz' } });
    m.send({ type: 'speechStart' });
    expect(m.actions).toEqual(['pauseAudio']);
    expect(m.state).toMatchObject({ aiSpeaking: false, audioInterrupted: true });
    return m;
  }

  it('resumes the paused answer on a VAD misfire', () => {
    const m = speaking();
    m.send({ type: 'vadMisfire' });
    expect(m.actions).toEqual(['resumeAudio']);
    expect(m.state.aiSpeaking).toBe(true);
  });

  it('resumes on speech too short to send, noise or a failed transcription', () => {
    let m = speaking();
    m.send({ type: 'speechEnd', audio: speech(100) });
    expect(m.actions).toEqual(['resumeAudio']);

    m = speaking();
    m.send({ type: 'speechEnd', audio: speech(9_000) });
    m.send(said('hmm'));
    expect(m.actions).toEqual(['resumeAudio']);

    m = speaking();
    m.send({ type: 'speechEnd', audio: speech(9_000) });
    m.send({ type: 'whisperResponse', payload: { error: 'x' } });
    expect(m.actions).toEqual(['resumeAudio']);
  });

  it('abandons the paused answer when real words arrive, and interrupts with them', () => {
    const m = speaking();
    m.at(0).send({ type: 'speechEnd', audio: speech(9_000) });
    m.at(500).send(said('Wait, what about feed?'));
    expect(m.actions).toEqual(['stopAudio', 'scheduleMerge']);
    m.send({ type: 'vadMisfire' });
    expect(m.actions).toEqual([]);
    m.at(5_500).send({ type: 'mergeDue' });
    expect(m.effects[0]).toMatchObject({
      type: 'sendInterruption',
      payload: { userInterruption: 'Wait, what about feed?', previousAIResponse: 'Long answer' },
    });
  });

  it('does not pause anything when the AI is silent', () => {
    const m = live();
    m.send({ type: 'speechStart' });
    expect(m.effects).toEqual([]);
    m.send({ type: 'vadMisfire' });
    expect(m.effects).toEqual([]);
  });
});

describe('end call', () => {
  it('stops the mic, pauses audio, ends the session, disconnects and clears the transcript', () => {
    const m = live();
    m.send(said('Hello'));
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Hi', audioResponse: 'SUQz' } });
    m.send({ type: 'endCall' });
    expect(m.actions).toEqual([
      'stopListening',
      'stopAudio',
      'cancelMerge',
      'endSession',
      'disconnect',
    ]);
    expect(m.state).toMatchObject({
      transcript: [],
      pending: [],
      lastAiResponse: null,
      listening: false,
      aiSpeaking: false,
    });
  });
});

describe('tunable turn-taking (interruption policy, heard context)', () => {
  function speaking(config: TurnConfig = {}, language?: string) {
    const m = live(language ? { ...config, language } : config);
    m.send({
      type: 'aiResponse',
      payload: { aiResponse: 'Give clean water and rest them', audioResponse: 'SUQz' },
    });
    m.send({ type: 'speechStart' });
    m.send({ type: 'speechEnd', audio: speech(9_000) });
    return m;
  }

  it('an "okay" over the answer is shown but never abandons it, by default', () => {
    const m = speaking();
    m.send(said('Okay.'));
    expect(m.actions).toEqual(['resumeAudio']);
    expect(m.state).toMatchObject({ aiSpeaking: true, audioInterrupted: false, pending: [] });
    expect(m.state.transcript.at(-1)).toMatchObject({ type: 'user', text: 'Okay.' });
  });

  it('knows the backchannels of each language, repeats included', () => {
    for (const [language, words] of [
      ['ha', 'To, to'],
      ['yo', 'Ehen'],
      ['ig', 'Ọ dị mma!'],
      ['en', 'yes yes'],
    ] as const) {
      const m = speaking({}, language);
      m.send(said(words));
      expect(m.actions, `${language}: ${words}`).toEqual(['resumeAudio']);
    }
  });

  it('real words after a backchannel still interrupt', () => {
    const m = speaking();
    m.send(said('okay but what about the feed'));
    expect(m.actions).toEqual(['stopAudio', 'scheduleMerge']);
  });

  it('takes its own backchannel list, and an empty one restores the spec rule', () => {
    let m = speaking({ interruption: { backchannels: { en: ['sawa'] } } });
    m.send(said('Sawa'));
    expect(m.actions).toEqual(['resumeAudio']);
    m = speaking({ interruption: { backchannels: {} } });
    m.send(said('Okay'));
    expect(m.actions).toEqual(['stopAudio', 'scheduleMerge']);
  });

  it('needs minWords words to abandon the answer', () => {
    const m = speaking({ interruption: { minWords: 3 } });
    m.send(said('Wait please'));
    expect(m.actions).toEqual(['resumeAudio']);
    m.send({ type: 'speechStart' });
    m.send({ type: 'speechEnd', audio: speech(9_000) });
    m.send(said('Wait, what about feed?'));
    expect(m.actions).toEqual(['stopAudio', 'scheduleMerge']);
  });

  it('resumes on speech over the answer shorter than minDurationMs, without sending it', () => {
    const m = live({ interruption: { minDurationMs: 1_000 } });
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Answer', audioResponse: 'SUQz' } });
    m.send({ type: 'speechStart' });
    m.send({ type: 'speechEnd', audio: speech(9_000) }); // 562 ms
    expect(m.actions).toEqual(['resumeAudio']);
    m.send({ type: 'speechStart' });
    m.send({ type: 'speechEnd', audio: speech(17_000) }); // 1062 ms
    expect(m.actions).toEqual(['sendAudio']);
  });

  it('minDurationMs does not apply when the AI is silent', () => {
    const m = live({ interruption: { minDurationMs: 5_000 } });
    m.send({ type: 'speechEnd', audio: speech(9_000) });
    expect(m.actions).toEqual(['sendAudio']);
  });

  it('sends only what was heard as previousAIResponse with heardContextOnly', () => {
    const m = speaking({ heardContextOnly: true });
    m.send({ type: 'aiAudioProgress', position: 2, duration: 5 });
    m.at(0).send(said('What about feed?'));
    m.at(5_000).send({ type: 'mergeDue' });
    expect(m.effects[0]).toMatchObject({
      type: 'sendInterruption',
      payload: { previousAIResponse: 'Give clean water' },
    });
  });

  it('sends the whole answer by default, and after it played to the end', () => {
    let m = speaking();
    m.send({ type: 'aiAudioProgress', position: 1.5, duration: 5 });
    m.at(0).send(said('What about feed?'));
    m.at(5_000).send({ type: 'mergeDue' });
    expect(m.effects[0]).toMatchObject({
      payload: { previousAIResponse: 'Give clean water and rest them' },
    });
    m = live({ heardContextOnly: true });
    m.send({ type: 'aiResponse', payload: { aiResponse: 'All of it', audioResponse: 'SUQz' } });
    m.send({ type: 'aiAudioEnded' });
    m.send({ type: 'speechEnd', audio: speech(9_000) });
    m.at(0).send(said('Thanks'));
    m.at(5_000).send({ type: 'mergeDue' });
    expect(m.effects[0]).toMatchObject({ payload: { previousAIResponse: 'All of it' } });
  });

  it('sends typed words at once, stopping the answer', () => {
    const m = speaking();
    m.send({ type: 'textInput', text: ' Is it contagious? ' });
    expect(m.actions).toEqual(['cancelMerge', 'stopAudio', 'sendInterruption']);
    expect(m.state.transcript.at(-1)).toMatchObject({ type: 'user', text: 'Is it contagious?' });
  });
});

describe('reconnecting', () => {
  it('says "Reconnecting…", keeps the call, and listens again once authenticated', () => {
    const m = live();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Answer' } });
    m.send({ type: 'disconnected', willReconnect: true });
    expect(m.actions).toEqual(['pauseListening', 'stopAudio', 'cancelMerge']);
    expect(m.state).toMatchObject({
      connection: 'connecting',
      listening: false,
      reconnecting: true,
    });
    expect(m.state.status).toBe(STATUS.reconnecting);
    m.send({ type: 'connectError', message: 'websocket error', willRetry: true });
    expect(m.state.status).toBe(STATUS.reconnecting);
    m.send({ type: 'connected' });
    m.send({ type: 'authenticated' });
    expect(m.actions).toEqual(['startListening']);
    expect(m.state).toMatchObject({
      listening: true,
      reconnecting: false,
      lastAiResponse: 'Answer',
    });
    expect(m.state.status).toBe(STATUS.listening);
  });

  it('does not start listening after a reconnect if the user had stopped', () => {
    const m = live();
    m.send({ type: 'disconnected', willReconnect: true });
    m.send({ type: 'stop' });
    m.send({ type: 'authenticated' });
    expect(m.actions).toEqual([]);
    expect(m.state.listening).toBe(false);
  });
});

describe('push-to-talk', () => {
  const ptt = () => live({ pushToTalk: true, mergePauseMs: 5000 });

  it('waits for the button, not the VAD: speech events are ignored', () => {
    const m = ptt();
    expect(m.state.status).toBe(STATUS.holdToTalk);
    expect(m.send({ type: 'speechStart' })).toEqual([]);
    expect(m.send({ type: 'speechEnd', audio: speech(16_000) })).toEqual([]);
    expect(m.send({ type: 'vadMisfire' })).toEqual([]);
    expect(m.state.userSpeaking).toBe(false);
  });

  it('press opens the microphone; release sends the audio at once and the words without a merge pause', () => {
    const m = ptt();
    m.at(1000).send({ type: 'talkPress' });
    expect(m.actions).toEqual(['startCapture']);
    expect(m.state).toMatchObject({ talking: true, status: STATUS.listening });
    m.at(3000).send({ type: 'talkRelease', audio: speech(32_000) });
    expect(m.actions).toEqual(['stopCapture', 'sendAudio']);
    expect(m.state).toMatchObject({ talking: false, awaitingTranscription: true });
    m.at(3400).send(said('My goats are coughing'));
    expect(m.effects).toContainEqual({
      type: 'sendText',
      payload: { text: 'My goats are coughing', language: 'en', useTTS: true },
    });
    expect(m.actions).not.toContain('scheduleMerge');
    expect(m.state.status).toBe(STATUS.processing);
  });

  it('a tap too short to hold words sends nothing and waits for the button again', () => {
    const m = ptt();
    m.send({ type: 'talkPress' });
    m.send({ type: 'talkRelease', audio: speech(4000) });
    expect(m.actions).toEqual(['stopCapture']);
    expect(m.state.status).toBe(STATUS.holdToTalk);
  });

  it('pressing during an answer pauses it; a hold with no words resumes it', () => {
    const m = ptt();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Isolate them.', audioResponse: 'SUQz' } });
    expect(m.state.aiSpeaking).toBe(true);
    m.send({ type: 'talkPress' });
    expect(m.actions).toEqual(['pauseAudio', 'startCapture']);
    m.send({ type: 'talkRelease', audio: speech(100) });
    expect(m.actions).toEqual(['stopCapture', 'resumeAudio']);
    expect(m.state.aiSpeaking).toBe(true);
  });

  it('pressing during an answer and speaking abandons it and sends an interruption', () => {
    const m = ptt();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Isolate them.', audioResponse: 'SUQz' } });
    m.send({ type: 'talkPress' });
    m.send({ type: 'talkRelease', audio: speech(16_000) });
    m.send(said('What about their feed?'));
    expect(m.actions).toEqual(['stopAudio', 'cancelMerge', 'sendInterruption']);
  });

  it('words of a hold wait while the button is held again, then go with the next hold', () => {
    const m = ptt();
    m.send({ type: 'talkPress' });
    m.send({ type: 'talkRelease', audio: speech(16_000) });
    m.send({ type: 'talkPress' });
    m.send(said('My goats'));
    expect(m.actions).toEqual(['cancelMerge']);
    expect(m.state.mergeOverdue).toBe(true);
    m.send({ type: 'talkRelease', audio: speech(16_000) });
    m.send(said('are coughing'));
    expect(m.effects).toContainEqual({
      type: 'sendText',
      payload: { text: 'My goats are coughing', language: 'en', useTTS: true },
    });
  });

  it('after the answer it does not reopen the microphone', () => {
    const m = ptt();
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Isolate them.', audioResponse: 'SUQz' } });
    m.send({ type: 'aiAudioEnded' });
    expect(m.actions).toEqual([]);
    expect(m.state.status).toBe(STATUS.holdToTalk);
  });

  it('ignores a press before the call is on, and a release without a press', () => {
    const m = machine({ pushToTalk: true });
    expect(m.send({ type: 'talkPress' })).toEqual([]);
    expect(m.send({ type: 'talkRelease', audio: speech(16_000) })).toEqual([]);
    const v = live();
    expect(v.send({ type: 'talkPress' })).toEqual([]);
  });

  it('switches modes while listening: the VAD pauses for push-to-talk and comes back after', () => {
    const m = live();
    m.send({ type: 'setInputMode', pushToTalk: true });
    expect(m.actions).toEqual(['pauseListening']);
    expect(m.state).toMatchObject({ pushToTalk: true, status: STATUS.holdToTalk });
    m.send({ type: 'talkPress' });
    m.send({ type: 'setInputMode', pushToTalk: false });
    expect(m.actions).toEqual(['stopCapture', 'startListening']);
    expect(m.state).toMatchObject({ pushToTalk: false, talking: false, status: STATUS.listening });
  });

  it('a disconnect or Stop while held drops the capture', () => {
    const m = ptt();
    m.send({ type: 'talkPress' });
    m.send({ type: 'disconnected', willReconnect: true });
    expect(m.actions[0]).toBe('stopCapture');
    expect(m.state.talking).toBe(false);
    m.send({ type: 'authenticated' });
    expect(m.actions).toEqual([]);
    expect(m.state).toMatchObject({ listening: true, status: STATUS.holdToTalk });
    m.send({ type: 'talkPress' });
    m.send({ type: 'stop' });
    expect(m.actions).toEqual(['stopCapture', 'stopListening', 'stopAudio', 'cancelMerge']);
  });
});

describe('typed text', () => {
  it('sends typed words at once, with words still pending, as an interruption after an answer', () => {
    const m = live({ mergePauseMs: 5000 });
    m.at(0).send({ type: 'speechEnd', audio: speech(16_000) });
    m.send(said('My goats'));
    m.at(100).send({ type: 'textInput', text: '  are coughing ' });
    expect(m.effects).toContainEqual({
      type: 'sendText',
      payload: { text: 'My goats are coughing', language: 'en', useTTS: true },
    });
    m.send({ type: 'aiResponse', payload: { aiResponse: 'Isolate them.' } });
    m.at(5000).send({ type: 'textInput', text: 'And feed?' });
    expect(m.actions).toEqual(['cancelMerge', 'sendInterruption']);
    expect(m.send({ type: 'textInput', text: '   ' })).toEqual([]);
  });
});
