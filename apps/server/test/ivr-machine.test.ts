import { describe, expect, it } from 'vitest';
import {
  type CallEffect,
  type CallEvent,
  type CallLimits,
  type CallState,
  connectEffects,
  IVR_ERRORS,
  initialCallState,
  transition,
} from '../src/ivr/call-machine';
import type { SpokenAnswer } from '../src/ivr/pipeline';
import { MORE_HINT, NOTHING_MORE } from '../src/ivr/voice-text';
import { MUST_CHANGE_PASSWORD, NOT_SIGNED_IN, SESSION_ENDED, SUSPENDED } from '../src/plugins/auth';

/**
 * The call's state machine (ADR 0035) alone: every transition with a fake clock, no socket, no
 * database. The socket adapter and the real providers are covered by ivr-service, ivr-call,
 * ivr-quotas and fuzz-ivr.
 */

const LIMITS: CallLimits = {
  authTimeoutMs: 20_000,
  sessionRecheckMs: 4_000,
  maxUtteranceSeconds: 2,
  eventsPerSecond: 5,
};
const TOKEN = 'a'.repeat(43);
const USER = { id: 'user-1', status: 'active', mustChangePassword: false };

type Input = CallEvent extends infer E ? (E extends CallEvent ? Omit<E, 'now'> : never) : never;

/** Drives the machine as call.ts does; `at` moves the fake clock. */
function machine(limits: CallLimits = LIMITS) {
  let now = 1_000;
  let state: CallState = initialCallState(now, limits);
  let effects: CallEffect[] = connectEffects(now, limits);
  return {
    get state() {
      return state;
    },
    get effects() {
      return effects;
    },
    at(time: number) {
      now = time;
      return this;
    },
    send(input: Input) {
      const result = transition(state, { ...input, now } as CallEvent, limits);
      state = result.state;
      effects = result.effects;
      return effects;
    },
    /** The `emit` effects of the latest send, as [event, payload]. */
    get emitted() {
      return effects.flatMap((e) => (e.type === 'emit' ? [[e.event, e.payload] as const] : []));
    },
    of<T extends CallEffect['type']>(type: T) {
      return effects.filter((e): e is Extract<CallEffect, { type: T }> => e.type === type);
    },
  };
}

/** Authenticated, admitted, with its `voice_calls` row. */
function live(limits?: CallLimits) {
  const m = machine(limits);
  m.send({ type: 'authenticate', token: TOKEN });
  m.send({ type: 'sessionResolved', user: USER });
  m.send({ type: 'admission', refused: null });
  m.send({ type: 'callStarted', callId: 'call-1' });
  return m;
}

const pcm = (bytes: number) => Buffer.alloc(bytes, 1);

function spokenAnswer(patch: Partial<SpokenAnswer> = {}): SpokenAnswer {
  return {
    text: 'Give them clean water.',
    audio: 'bXAz',
    remaining: [],
    fillerUsed: false,
    advisorProvider: 'offline',
    advisorMs: 12,
    ttsMs: 30,
    ttsError: null,
    noted: false,
    ...patch,
  };
}

describe('authentication', () => {
  it('starts the authentication timer at connection', () => {
    const m = machine();
    expect(m.effects).toEqual([{ type: 'setTimer', name: 'auth', at: 21_000 }]);
    expect(m.state.phase).toBe('waiting');
  });

  it('resolves the session, asks for a quota place, writes the call, then says authenticated', () => {
    const m = machine();
    expect(m.send({ type: 'authenticate', token: TOKEN })).toEqual([
      { type: 'resolveSession', token: TOKEN },
    ]);
    expect(m.state.phase).toBe('resolving');
    expect(m.send({ type: 'sessionResolved', user: USER })).toEqual([
      { type: 'admit', userId: 'user-1' },
    ]);
    m.at(1_500);
    expect(m.send({ type: 'admission', refused: null })).toEqual([
      { type: 'clearTimer', name: 'auth' },
      { type: 'setTimer', name: 'recheck', at: 5_500 },
      { type: 'startCall', userId: 'user-1' },
    ]);
    expect(m.state).toMatchObject({ phase: 'starting', userId: 'user-1', admitted: 'user-1' });
    m.send({ type: 'callStarted', callId: 'call-1' });
    expect(m.emitted).toEqual([['authenticated', { userId: 'user-1' }]]);
    expect(m.of('loadFarm')).toHaveLength(1);
    expect(m.state).toMatchObject({ phase: 'live', callId: 'call-1' });
    // A second authenticate answers again, without a second call.
    m.send({ type: 'authenticate', token: TOKEN });
    expect(m.effects).toEqual([
      { type: 'emit', event: 'authenticated', payload: { userId: 'user-1' } },
    ]);
  });

  it.each([
    [undefined, NOT_SIGNED_IN],
    ['', NOT_SIGNED_IN],
    ['short', SESSION_ENDED],
  ])('refuses the token %j without a look-up', (token, message) => {
    const m = machine();
    m.send({ type: 'authenticate', token });
    expect(m.effects).toEqual([
      { type: 'emit', event: 'authentication_failed', payload: { message } },
    ]);
    expect(m.state.phase).toBe('waiting');
  });

  it.each([
    [null, SESSION_ENDED],
    [{ ...USER, status: 'suspended' }, SUSPENDED],
    [{ ...USER, mustChangePassword: true }, MUST_CHANGE_PASSWORD],
  ])('refuses a resolved session %j and may be asked again', (user, message) => {
    const m = machine();
    m.send({ type: 'authenticate', token: TOKEN });
    m.send({ type: 'sessionResolved', user });
    expect(m.emitted).toEqual([['authentication_failed', { message }]]);
    expect(m.state.phase).toBe('waiting');
    expect(m.send({ type: 'authenticate', token: TOKEN })).toEqual([
      { type: 'resolveSession', token: TOKEN },
    ]);
  });

  it('ignores a second authenticate while the first is being looked up', () => {
    const m = machine();
    m.send({ type: 'authenticate', token: TOKEN });
    expect(m.send({ type: 'authenticate', token: TOKEN })).toEqual([]);
  });

  it('an unexpected failure of a step answers with an error and allows another try', () => {
    const m = machine();
    m.send({ type: 'authenticate', token: TOKEN });
    m.send({ type: 'authError' });
    expect(m.emitted).toEqual([['error', { message: 'Could not handle authenticate' }]]);
    expect(m.state.phase).toBe('waiting');
  });

  it('the authentication timer drops an unauthenticated socket, not an authenticated one', () => {
    const m = machine();
    m.at(21_000).send({ type: 'timer', name: 'auth' });
    expect(m.effects).toEqual([{ type: 'disconnect' }]);
    const ok = live();
    ok.at(21_000).send({ type: 'timer', name: 'auth' });
    expect(ok.effects).toEqual([]);
  });
});

describe('quota end', () => {
  it('a refused place is an error event; the socket stays unauthenticated until the timer', () => {
    const m = machine();
    m.send({ type: 'authenticate', token: TOKEN });
    m.send({ type: 'sessionResolved', user: USER });
    m.send({ type: 'admission', refused: 'The voice service is busy.' });
    expect(m.effects).toEqual([
      { type: 'emit', event: 'error', payload: { message: 'The voice service is busy.' } },
    ]);
    expect(m.state).toMatchObject({ phase: 'waiting', userId: null, admitted: null });
    m.send({ type: 'message', name: 'ai_text_input' });
    expect(m.emitted).toEqual([['error', { message: IVR_ERRORS.notAuthenticated }]]);
    m.at(21_000).send({ type: 'timer', name: 'auth' });
    expect(m.effects).toEqual([{ type: 'disconnect' }]);
  });

  it('gives a place back that was granted after the socket went away', () => {
    const m = machine();
    m.send({ type: 'authenticate', token: TOKEN });
    m.send({ type: 'sessionResolved', user: USER });
    m.send({ type: 'end', reason: 'disconnect' });
    expect(m.of('release')).toEqual([]);
    m.send({ type: 'admission', refused: null });
    expect(m.effects).toEqual([{ type: 'release', userId: 'user-1' }]);
    expect(m.state.userId).toBeNull();
  });

  it('ends the row of a call whose socket went away while it was written', () => {
    const m = machine();
    m.send({ type: 'authenticate', token: TOKEN });
    m.send({ type: 'sessionResolved', user: USER });
    m.send({ type: 'admission', refused: null });
    m.send({ type: 'end', reason: 'disconnect' });
    expect(m.of('release')).toEqual([{ type: 'release', userId: 'user-1' }]);
    m.send({ type: 'callStarted', callId: 'call-1' });
    expect(m.effects).toEqual([{ type: 'endCall', callId: 'call-1', reason: 'disconnect' }]);
  });
});

describe('the message gate', () => {
  it('lets ping and authenticate through before authentication, nothing else', () => {
    const m = machine();
    expect(m.send({ type: 'message', name: 'ping' })).toEqual([{ type: 'deliver' }]);
    expect(m.send({ type: 'message', name: 'authenticate' })).toEqual([{ type: 'deliver' }]);
    m.send({ type: 'message', name: 'whisper_audio' });
    expect(m.emitted).toEqual([['error', { message: IVR_ERRORS.notAuthenticated }]]);
    m.send({ type: 'message', name: 'x'.repeat(60) });
    expect(m.emitted).toEqual([['error', { message: IVR_ERRORS.unknownEvent('x'.repeat(40)) }]]);
  });

  it('allows a burst of twice the rate, then the rate', () => {
    const m = machine();
    for (let i = 0; i < 10; i++)
      expect(m.send({ type: 'message', name: 'ping' })).toEqual([{ type: 'deliver' }]);
    m.send({ type: 'message', name: 'ping' });
    expect(m.emitted).toEqual([['error', { message: IVR_ERRORS.tooFast }]]);
    m.at(1_200).send({ type: 'message', name: 'ping' });
    expect(m.effects).toEqual([{ type: 'deliver' }]);
    m.send({ type: 'message', name: 'ping' });
    expect(m.emitted).toEqual([['error', { message: IVR_ERRORS.tooFast }]]);
  });

  it('holds a request for a session check once the recheck interval has passed', () => {
    const m = live();
    expect(m.at(5_000).send({ type: 'message', name: 'ai_text_input' })).toEqual([
      { type: 'deliver' },
    ]);
    expect(m.at(5_001).send({ type: 'message', name: 'ai_text_input' })).toEqual([
      { type: 'checkSession', hold: true },
    ]);
    expect(m.state.sessionCheckedAt).toBe(5_001);
    // Checked just now: the next one passes at once.
    expect(m.send({ type: 'message', name: 'ai_text_input' })).toEqual([{ type: 'deliver' }]);
    expect(m.send({ type: 'sessionChecked', problem: null })).toEqual([{ type: 'deliver' }]);
  });
});

describe('revocation end', () => {
  it('the recheck timer looks at the session and schedules the next look', () => {
    const m = live();
    m.at(5_000).send({ type: 'timer', name: 'recheck' });
    expect(m.effects).toEqual([
      { type: 'setTimer', name: 'recheck', at: 9_000 },
      { type: 'checkSession', hold: false },
    ]);
  });

  it('a failed check hangs up: authentication_failed, release, end the row, disconnect', () => {
    const m = live();
    m.send({ type: 'recheck' });
    expect(m.effects).toEqual([{ type: 'checkSession', hold: false }]);
    m.send({ type: 'sessionChecked', problem: SUSPENDED });
    expect(m.effects).toEqual([
      { type: 'emit', event: 'authentication_failed', payload: { message: SUSPENDED } },
      { type: 'clearTimer', name: 'auth' },
      { type: 'clearTimer', name: 'recheck' },
      { type: 'release', userId: 'user-1' },
      { type: 'endCall', callId: 'call-1', reason: 'session-ended' },
      { type: 'disconnect' },
    ]);
    expect(m.state.phase).toBe('ended');
    // Ended once: a later check or revocation does nothing.
    expect(m.send({ type: 'sessionChecked', problem: SESSION_ENDED })).toEqual([]);
    expect(m.send({ type: 'revoked', message: SESSION_ENDED })).toEqual([]);
    expect(m.send({ type: 'recheck' })).toEqual([]);
  });

  it('revoked ends the call at once, aborting the answer in progress', () => {
    const m = live();
    m.send({ type: 'textInput', text: 'hello', language: 'en', spoken: 'en', useTTS: true });
    const [started] = m.of('answer');
    m.send({ type: 'revoked', message: SESSION_ENDED });
    expect(m.effects).toEqual([
      { type: 'emit', event: 'authentication_failed', payload: { message: SESSION_ENDED } },
      { type: 'clearTimer', name: 'auth' },
      { type: 'clearTimer', name: 'recheck' },
      { type: 'release', userId: 'user-1' },
      { type: 'abort', id: started?.id },
      { type: 'endCall', callId: 'call-1', reason: 'session-ended' },
      { type: 'disconnect' },
    ]);
  });

  it('does nothing for a socket that never authenticated', () => {
    const m = machine();
    expect(m.send({ type: 'revoked', message: SESSION_ENDED })).toEqual([]);
    expect(m.send({ type: 'recheck' })).toEqual([]);
  });
});

describe('audio segments and transcription', () => {
  it('joins the chunks of a segment in index order and transcribes once all arrived', () => {
    const m = live();
    m.send({
      type: 'audio',
      pcm: Buffer.from([2, 2]),
      language: 'ha',
      segmentId: 's',
      chunkIndex: 1,
      chunkCount: 2,
    });
    expect(m.effects).toEqual([]);
    m.send({
      type: 'audio',
      pcm: Buffer.from([1]),
      language: 'en',
      segmentId: 's',
      chunkIndex: 0,
      chunkCount: 2,
    });
    expect(m.effects).toEqual([
      { type: 'setLanguage', callId: 'call-1', language: 'ha' },
      { type: 'transcribe', pcm: Buffer.from([1, 2, 2]), language: 'ha' },
    ]);
    expect(m.state.segments).toEqual([]);
    m.at(1_750).send({ type: 'transcribed', text: 'my goats are coughing' });
    expect(m.effects).toEqual([
      {
        type: 'emit',
        event: 'whisper_response',
        payload: { transcription: 'my goats are coughing' },
      },
      {
        type: 'record',
        callId: 'call-1',
        turn: {
          kind: 'speech',
          transcription: 'my goats are coughing',
          filteredReason: null,
          audioBytes: 3,
          sttMs: 750,
          totalMs: 750,
        },
      },
    ]);
  });

  it('filters noise with a reason; a failed provider answers with the kind of failure', () => {
    const m = live();
    m.send({ type: 'audio', pcm: pcm(10), language: 'en' });
    m.send({ type: 'transcribed', text: 'uh' });
    expect(m.emitted[0]?.[1]).toMatchObject({ filtered: true, transcription: 'uh' });
    m.send({ type: 'audio', pcm: pcm(10), language: 'en' });
    m.send({ type: 'transcriptionFailed', message: 'exit 1', unavailable: true });
    expect(m.emitted).toEqual([['whisper_response', { error: IVR_ERRORS.speechUnavailable }]]);
    expect(m.of('record')[0]?.turn).toMatchObject({ kind: 'speech', error: 'exit 1' });
    m.send({ type: 'audio', pcm: pcm(10), language: 'en' });
    m.send({ type: 'transcriptionFailed', message: 'boom', unavailable: false });
    expect(m.emitted).toEqual([['whisper_response', { error: IVR_ERRORS.speechFailed }]]);
  });

  it('runs one transcription at a time, one waits, a third is refused as busy', () => {
    const m = live();
    m.send({ type: 'audio', pcm: pcm(1), language: 'en' });
    expect(m.of('transcribe')).toHaveLength(1);
    m.send({ type: 'audio', pcm: pcm(2), language: 'en' });
    expect(m.effects).toEqual([]);
    m.send({ type: 'audio', pcm: pcm(3), language: 'en' });
    expect(m.emitted).toEqual([['whisper_response', { error: IVR_ERRORS.busy }]]);
    m.send({ type: 'transcribed', text: 'first words here' });
    expect(m.of('transcribe')).toEqual([{ type: 'transcribe', pcm: pcm(2), language: 'en' }]);
  });

  it('drops an utterance longer than the limit and audio faster than twice real time', () => {
    const m = live();
    m.send({
      type: 'audio',
      pcm: pcm(40_000),
      language: 'en',
      segmentId: 'long',
      chunkIndex: 0,
      chunkCount: 3,
    });
    m.send({
      type: 'audio',
      pcm: pcm(40_000),
      language: 'en',
      segmentId: 'long',
      chunkIndex: 1,
      chunkCount: 3,
    });
    expect(m.emitted).toEqual([
      ['error', { message: IVR_ERRORS.tooLong(2) }],
      ['whisper_response', { error: IVR_ERRORS.tooLong(2) }],
    ]);
    expect(m.state.segments).toEqual([]);
    // The bucket holds two utterances (128 000 bytes); 80 000 are spent.
    m.send({
      type: 'audio',
      pcm: pcm(50_000),
      language: 'en',
      segmentId: 'fast',
      chunkIndex: 0,
      chunkCount: 2,
    });
    expect(m.emitted).toEqual([
      ['error', { message: IVR_ERRORS.audioTooFast }],
      ['whisper_response', { error: IVR_ERRORS.audioTooFast }],
    ]);
    // Refilled at 64 000 bytes a second.
    m.at(2_000).send({
      type: 'audio',
      pcm: pcm(50_000),
      language: 'en',
      segmentId: 'ok',
      chunkIndex: 0,
      chunkCount: 2,
    });
    expect(m.emitted).toEqual([]);
  });

  it('keeps at most four unfinished segments, dropping the oldest', () => {
    const m = live();
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      m.send({
        type: 'audio',
        pcm: pcm(1),
        language: 'en',
        segmentId: id,
        chunkIndex: 0,
        chunkCount: 2,
      });
    }
    expect(m.state.segments.map(([id]) => id)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('the call end drops waiting transcriptions; the running one is still reported', () => {
    const m = live();
    m.send({ type: 'audio', pcm: pcm(1), language: 'en' });
    m.send({ type: 'audio', pcm: pcm(2), language: 'en' });
    m.send({ type: 'end', reason: 'disconnect' });
    m.send({ type: 'transcribed', text: 'late words here' });
    expect(m.of('record')).toHaveLength(1);
    expect(m.of('transcribe')).toEqual([]);
  });
});

describe('answers, barge-in and continuations', () => {
  it('answers text with the history and records the turn', () => {
    const m = live();
    m.at(2_000).send({
      type: 'textInput',
      text: 'My goats cough',
      language: 'en',
      spoken: 'en',
      useTTS: true,
    });
    expect(m.of('answer')).toEqual([
      {
        type: 'answer',
        id: 1,
        question: 'My goats cough',
        language: 'en',
        spoken: 'en',
        history: [],
        useTTS: true,
        filler: false,
        note: true,
        turn: 1,
      },
    ]);
    m.at(2_400).send({ type: 'answered', id: 1, result: spokenAnswer() });
    expect(m.emitted).toEqual([
      [
        'ai_response',
        {
          transcription: 'My goats cough',
          aiResponse: 'Give them clean water.',
          audioResponse: 'bXAz',
          isInterruption: false,
          fillerUsed: false,
        },
      ],
    ]);
    expect(m.of('record')[0]?.turn).toMatchObject({ kind: 'text', totalMs: 400, advisorMs: 12 });
    expect(m.state.history).toEqual([
      { role: 'user', content: 'My goats cough' },
      { role: 'assistant', content: 'Give them clean water.' },
    ]);
    expect(m.state.pipeline).toBeNull();
  });

  it('barge-in: newer words abort the answer in progress; its late result is dropped', () => {
    const m = live();
    m.send({
      type: 'textInput',
      text: 'first question',
      language: 'en',
      spoken: 'en',
      useTTS: true,
    });
    m.send({
      type: 'interruption',
      text: 'second question',
      previousAIResponse: 'what the client heard',
      language: 'en',
      spoken: 'en',
      useTTS: true,
      filler: true,
    });
    expect(m.effects[0]).toEqual({ type: 'abort', id: 1 });
    // No answer of ours yet: the client's copy of the previous answer is the context.
    expect(m.of('answer')[0]).toMatchObject({
      id: 2,
      filler: true,
      turn: 2,
      history: [{ role: 'assistant', content: 'what the client heard' }],
    });
    // The replaced answer fails with the abort: recorded as superseded, nothing said.
    m.at(1_300).send({ type: 'answerFailed', id: 1, message: 'This operation was aborted' });
    expect(m.effects).toEqual([
      {
        type: 'record',
        callId: 'call-1',
        turn: {
          kind: 'text',
          transcription: 'first question',
          error: 'superseded by newer words',
          totalMs: 300,
        },
      },
    ]);
    expect(m.send({ type: 'answered', id: 1, result: spokenAnswer() })).toEqual([]);
    m.send({ type: 'answered', id: 2, result: spokenAnswer({ fillerUsed: true }) });
    expect(m.emitted).toEqual([
      [
        'ai_interruption_response',
        {
          transcription: 'second question',
          modifiedResponse: 'Give them clean water.',
          audioResponse: 'bXAz',
          fillerUsed: true,
          contextualBlend: true,
        },
      ],
    ]);
  });

  it('a failed answer says the AI could not answer and records the error', () => {
    const m = live();
    m.send({ type: 'textInput', text: 'question', language: 'en', spoken: 'en', useTTS: false });
    m.send({ type: 'answerFailed', id: 1, message: 'advisor down' });
    expect(m.emitted).toEqual([
      ['ai_response', { error: IVR_ERRORS.aiFailed, transcription: 'question' }],
    ]);
    expect(m.of('record')[0]?.turn).toMatchObject({ kind: 'text', error: 'advisor down' });
  });

  it('gives the English-fallback note once a call, and stores the first language only', () => {
    const m = live();
    m.send({ type: 'textInput', text: 'question', language: 'ig', spoken: 'en', useTTS: false });
    expect(m.of('setLanguage')).toEqual([
      { type: 'setLanguage', callId: 'call-1', language: 'ig' },
    ]);
    expect(m.of('answer')[0]?.note).toBe(true);
    m.send({ type: 'answered', id: 1, result: spokenAnswer() });
    m.send({ type: 'textInput', text: 'again', language: 'ha', spoken: 'en', useTTS: false });
    expect(m.of('setLanguage')).toEqual([]);
    expect(m.of('answer')[0]?.note).toBe(false);
  });

  it('continues a long answer part by part, then says that was all', () => {
    const m = live();
    m.send({ type: 'textInput', text: 'question', language: 'en', spoken: 'en', useTTS: false });
    m.send({
      type: 'answered',
      id: 1,
      result: spokenAnswer({ remaining: ['Part two.', 'Part three.'] }),
    });
    m.send({ type: 'textInput', text: 'continue', language: 'en', spoken: 'en', useTTS: false });
    expect(m.emitted).toEqual([
      ['ai_continuation_response', { aiResponse: `Part two. ${MORE_HINT.en}` }],
    ]);
    m.send({ type: 'textInput', text: 'continue', language: 'en', spoken: 'en', useTTS: true });
    expect(m.of('speak')).toEqual([{ type: 'speak', id: 3, text: 'Part three.', spoken: 'en' }]);
    m.send({ type: 'spoke', id: 3, audio: 'bXAz', ms: 20, error: null });
    expect(m.emitted).toEqual([
      ['ai_continuation_response', { aiResponse: 'Part three.', audioResponse: 'bXAz' }],
    ]);
    m.send({
      type: 'interruption',
      text: 'go on',
      previousAIResponse: '',
      language: 'yo',
      spoken: 'yo',
      useTTS: false,
      filler: false,
    });
    expect(m.emitted).toEqual([['ai_continuation_response', { aiResponse: NOTHING_MORE.yo }]]);
    expect(m.of('record')[0]?.turn).toMatchObject({ kind: 'continuation', transcription: 'go on' });
  });

  it('a continuation replaces an answer in progress; a failed one says so', () => {
    const m = live();
    m.send({ type: 'textInput', text: 'question', language: 'en', spoken: 'en', useTTS: true });
    m.send({ type: 'textInput', text: 'continue', language: 'en', spoken: 'en', useTTS: true });
    expect(m.effects[0]).toEqual({ type: 'abort', id: 1 });
    m.send({ type: 'speakFailed', id: 2 });
    expect(m.emitted).toEqual([['ai_continuation_response', { error: IVR_ERRORS.aiFailed }]]);
  });

  it('an answer that arrives after the end is dropped', () => {
    const m = live();
    m.send({ type: 'textInput', text: 'question', language: 'en', spoken: 'en', useTTS: true });
    m.send({ type: 'end', reason: 'end_session' });
    expect(m.effects).toEqual([
      { type: 'clearTimer', name: 'auth' },
      { type: 'clearTimer', name: 'recheck' },
      { type: 'release', userId: 'user-1' },
      { type: 'abort', id: 1 },
      { type: 'endCall', callId: 'call-1', reason: 'end_session' },
    ]);
    expect(m.send({ type: 'answered', id: 1, result: spokenAnswer() })).toEqual([]);
    expect(m.send({ type: 'end', reason: 'disconnect' })).toEqual([]);
  });

  it('ignores requests before the user is known', () => {
    const m = machine();
    expect(
      m.send({ type: 'textInput', text: 'question', language: 'en', spoken: 'en', useTTS: true }),
    ).toEqual([]);
  });

  it('answers a malformed payload with its message', () => {
    const m = live();
    m.send({ type: 'invalid', message: 'ai_text_input: text is required' });
    expect(m.emitted).toEqual([['error', { message: 'ai_text_input: text is required' }]]);
  });
});
