import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAudio, type FakeVad, fakeAudio, fakeVad } from '../test/fakes.js';
import { type IvrServer, startIvrServer } from '../test/ivrServer.js';
import { createVoiceSession, type VoiceSession, type VoiceSessionOptions } from './session.js';
import type { Timers } from './timers.js';

let server: IvrServer;
const sessions: VoiceSession[] = [];

beforeEach(async () => {
  server = await startIvrServer();
  // A tiny IVR: transcribes every chunk, answers text and interruptions with audio.
  server.nsp.on('connection', (socket) => {
    const words = ['My goats are coughing', 'What about feed?'];
    let heard = 0;
    socket.on('whisper_audio', () =>
      socket.emit('whisper_response', { transcription: words[heard++ % words.length] }),
    );
    socket.on('ai_text_input', ({ text }) =>
      socket.emit('ai_response', {
        aiResponse: `About "${text}": isolate them.`,
        audioResponse: 'SUQz',
      }),
    );
    socket.on('ai_intelligent_interruption', ({ userInterruption }) =>
      socket.emit('ai_interruption_response', {
        modifiedResponse: `Sure, ${userInterruption}`,
        audioResponse: 'SUQ0',
      }),
    );
  });
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.destroy()));
  await server.close();
});

/** Timers that count what is still pending, to prove a destroyed session leaves none. */
function countingTimers() {
  const live = new Set<unknown>();
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = setTimeout(() => {
        live.delete(id);
        fn();
      }, ms);
      live.add(id);
      return id;
    },
    clearTimeout: (id) => {
      live.delete(id);
      clearTimeout(id as NodeJS.Timeout);
    },
    setInterval: (fn, ms) => {
      const id = setInterval(fn, ms);
      live.add(id);
      return id;
    },
    clearInterval: (id) => {
      live.delete(id);
      clearInterval(id as NodeJS.Timeout);
    },
  };
  return { timers, live };
}

function open(extra: Partial<VoiceSessionOptions> = {}) {
  const audios: FakeAudio[] = [];
  const vads: FakeVad[] = [];
  const session = createVoiceSession({
    url: server.url,
    token: 'user-session-token',
    mergePauseMs: 40,
    isSecureContext: () => true,
    audioFactory: () => {
      const el = fakeAudio();
      audios.push(el);
      return el;
    },
    vadFactory: (callbacks) => {
      const vad = fakeVad(callbacks);
      vads.push(vad);
      return vad;
    },
    ...extra,
  });
  sessions.push(session);
  const statuses: string[] = [];
  session.onStatus((s) => statuses.push(s.text));
  return { session, audios, vads, statuses };
}

const speech = (seconds: number) => new Float32Array(16_000 * seconds).fill(0.1);

describe('voice session against a real socket.io server', () => {
  it('connects, authenticates and listens on start', async () => {
    const { session, vads, statuses } = open();
    expect(session.getState().status.text).toBe('Ready to connect');
    await session.start();
    expect(server.tokens).toEqual(['user-session-token']);
    expect(session.getState()).toMatchObject({ connection: 'authenticated', listening: true });
    expect(vads[0]?.start).toHaveBeenCalledOnce();
    expect(statuses).toEqual([
      'Connected to IVR system',
      'Session started - Click microphone to speak',
      'Listening... Speak now',
    ]);
  });

  it('runs a whole turn: speech → whisper_audio → merged ai_text_input → AI audio → listening again', async () => {
    const { session, vads, audios, statuses } = open();
    const states: boolean[] = [];
    session.subscribe(() => states.push(session.getState().aiSpeaking));
    await session.start();
    vads[0]?.callbacks.onSpeechEnd(speech(1));
    await server.until(() => audios.length === 1);
    const [audio] = server.events('whisper_audio');
    expect(audio?.payload).toMatchObject({ sampleRate: 16_000, language: 'en', chunkCount: 1 });
    // 16000 samples → 32000 bytes → 42668 base64 characters.
    expect((audio?.payload as { audio?: string } | undefined)?.audio).toHaveLength(42_668);
    expect(server.events('ai_text_input')[0]?.payload).toEqual({
      text: 'My goats are coughing',
      language: 'en',
      useTTS: true,
    });
    expect(audios[0]?.src).toBe('data:audio/mpeg;base64,SUQz');
    expect(session.getState().aiSpeaking).toBe(true);
    audios[0]?.end();
    expect(session.getState().aiSpeaking).toBe(false);
    expect(vads[0]?.start).toHaveBeenCalledTimes(2);
    expect(session.getState().transcript.map((m) => [m.type, m.text])).toEqual([
      ['user', 'My goats are coughing'],
      ['ai', 'About "My goats are coughing": isolate them.'],
    ]);
    expect(statuses.slice(3)).toEqual([
      'Processing...',
      'Got that... Continue if you have more to say',
      'Processing...',
      'Ready when you are...',
    ]);
    expect(states).toContain(true);
  });

  it('reports speech end → first audio of the answer, merge pause included', async () => {
    const { session, vads, audios } = open();
    const latencies: unknown[] = [];
    session.onLatency((l) => latencies.push(l));
    await session.start();
    vads[0]?.callbacks.onSpeechEnd(speech(1));
    await server.until(() => latencies.length === 1);
    expect(audios).toHaveLength(1);
    const [latency] = latencies as {
      kind: string;
      ms: number;
      speechEndAt: number;
      firstAudioAt: number;
    }[];
    expect(latency?.kind).toBe('speechEndToFirstAudio');
    expect(latency?.ms).toBe((latency?.firstAudioAt ?? 0) - (latency?.speechEndAt ?? 0));
    // The answer cannot come before the 40 ms merge pause of this session ended.
    expect(latency?.ms).toBeGreaterThanOrEqual(40);
  });

  it('barges in: pauses AI audio on speech, resumes on a misfire, interrupts on real words', async () => {
    const { session, vads, audios } = open();
    await session.start();
    const vad = vads[0];
    if (!vad) throw new Error('no vad');
    vad.callbacks.onSpeechEnd(speech(1));
    await server.until(() => audios.length === 1);
    const answer = audios[0];
    if (!answer) throw new Error('no audio');
    answer.currentTime = 2.5;
    vad.callbacks.onSpeechStart();
    expect(answer.paused).toBe(true);
    expect(session.getState().aiSpeaking).toBe(false);
    answer.currentTime = 0;
    vad.callbacks.onVADMisfire();
    expect(answer.currentTime).toBe(2.5);
    expect(answer.paused).toBe(false);
    expect(session.getState().aiSpeaking).toBe(true);

    vad.callbacks.onSpeechStart();
    vad.callbacks.onSpeechEnd(speech(1));
    await server.until(() => server.events('ai_intelligent_interruption').length === 1);
    expect(server.events('ai_intelligent_interruption')[0]?.payload).toEqual({
      userInterruption: 'What about feed?',
      previousAIResponse: 'About "My goats are coughing": isolate them.',
      language: 'en',
      useTTS: true,
      generateFiller: true,
    });
    await server.until(() => audios.length === 2);
    expect(audios[1]?.src).toBe('data:audio/mpeg;base64,SUQ0');
  });

  it('skips speech under 8000 samples', async () => {
    const { session, vads } = open();
    await session.start();
    vads[0]?.callbacks.onSpeechEnd(new Float32Array(7_999));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.events('whisper_audio')).toHaveLength(0);
  });

  it('End Call stops the mic and audio, ends the session, disconnects and clears the transcript', async () => {
    const { session, vads, audios } = open();
    await session.start();
    vads[0]?.callbacks.onSpeechEnd(speech(1));
    await server.until(() => audios.length === 1);
    await session.endCall();
    expect(vads[0]?.pause).toHaveBeenCalled();
    expect(audios[0]?.src).toBe('');
    await server.until(() => server.events('end_session').length === 1 && server.openSockets === 0);
    expect(session.getState()).toMatchObject({
      connection: 'disconnected',
      listening: false,
      aiSpeaking: false,
      transcript: [],
    });
  });

  it('says "Reconnecting…" when the server goes away and resumes the call when it is back', async () => {
    const { session, vads, audios, statuses } = open({ reconnectionDelayMs: 20 });
    await session.start();
    vads[0]?.callbacks.onSpeechEnd(speech(1));
    await server.until(() => audios.length === 1);
    server.sockets[0]?.disconnect(true);
    await server.until(() => statuses.includes('Reconnecting…'));
    expect(session.getState()).toMatchObject({ connection: 'connecting', listening: false });
    expect(vads[0]?.pause).toHaveBeenCalled();
    await server.until(() => session.getState().listening);
    expect(session.getState()).toMatchObject({ connection: 'authenticated', listening: true });
    expect(session.getState().status.text).toBe('Listening... Speak now');
    // The call goes on: same transcript and context, the next words interrupt the last answer
    // (typed here: the spoken ones would repeat the test server's first transcription).
    expect(session.getState().transcript).toHaveLength(2);
    expect(server.events('authenticate')).toHaveLength(2);
    session.sendText('And the feed?');
    await server.until(() => server.events('ai_intelligent_interruption').length === 1);
    expect(server.events('ai_intelligent_interruption')[0]?.payload).toMatchObject({
      userInterruption: 'And the feed?',
      previousAIResponse: 'About "My goats are coughing": isolate them.',
    });
  });

  it('shows "Disconnected from IVR system" and stops listening when the server ends the call', async () => {
    const { session, vads } = open();
    await session.start();
    server.sockets[0]?.emit('authentication_failed', { message: 'Session ended' });
    server.sockets[0]?.disconnect(true);
    await server.until(() => session.getState().connection === 'disconnected');
    expect(session.getState().status.text).toBe('Disconnected from IVR system');
    expect(session.getState().listening).toBe(false);
    expect(vads[0]?.pause).toHaveBeenCalled();
  });

  it('reports a refused handshake, a failed authentication and an insecure page', async () => {
    const refused = open({ token: 'bad' });
    await refused.session.start();
    expect(refused.session.getState().status.text).toBe('Connection error: unauthorized');
    expect(refused.session.getState().listening).toBe(false);

    const expired = open({ token: 'expired' });
    await expired.session.start();
    expect(expired.session.getState().status.text).toBe('Authentication failed: Session expired');
    expect(expired.session.getState().connection).toBe('connected');
    expect(expired.vads).toHaveLength(0);

    const insecure = open({ isSecureContext: () => false });
    await insecure.session.start();
    expect(insecure.session.getState().status.text).toBe(
      'Failed to start conversation: microphone access requires HTTPS',
    );
    expect(insecure.vads).toHaveLength(0);
  });

  it('stop() while starting leaves the microphone closed', async () => {
    const { session, vads } = open();
    const starting = session.start();
    await session.stop();
    await starting;
    expect(session.getState().listening).toBe(false);
    expect(vads[0]?.listening ?? false).toBe(false);
  });

  it('ten sessions created and destroyed leave no sockets, timers, microphones or audio', async () => {
    const { timers, live } = countingTimers();
    const baseline = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const opened = Array.from({ length: 10 }, () => open({ timers, pingIntervalMs: 1_000 }));
    await Promise.all(opened.map(({ session }) => session.start()));
    expect(server.openSockets).toBe(10);
    for (const { vads, audios } of opened) {
      vads[0]?.callbacks.onSpeechEnd(speech(1));
      await server.until(() => audios.length === 1);
    }
    await Promise.all(opened.map(({ session }) => session.destroy()));
    await server.until(() => server.openSockets === 0);
    expect(live.size).toBe(0);
    for (const { vads, audios } of opened) {
      expect(vads[0]?.destroyed).toBe(true);
      expect(audios.every((a) => a.src === '')).toBe(true);
    }
    // socket.io-client's own timers (connect timeout, reconnect backoff) are gone too.
    await server.until(
      () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length <= baseline,
    );
  });

  it('push-to-talk: the microphone streams only while held, and the release sends at once', async () => {
    const { session, vads, audios, statuses } = open({ pushToTalk: true, mergePauseMs: 60_000 });
    await session.start();
    const vad = vads[0] as FakeVad;
    // Started to ask for the microphone and load the model, then closed until the button.
    expect(vad.start).toHaveBeenCalledOnce();
    expect(vad.listening).toBe(false);
    expect(statuses.at(-1)).toBe('Hold the button and speak');
    // The VAD's own segments do not count in push-to-talk.
    vad.callbacks.onSpeechEnd(speech(1));
    vad.callbacks.onFrame?.(speech(1)); // not held: not captured
    await session.pressToTalk();
    expect(session.getState()).toMatchObject({ talking: true, pushToTalk: true });
    expect(vad.listening).toBe(true);
    for (let i = 0; i < 40; i++) vad.callbacks.onFrame?.(new Float32Array(512).fill(0.1));
    session.releaseToTalk();
    expect(vad.listening).toBe(false);
    expect(session.getState().talking).toBe(false);
    // One whisper_audio of the 40 held frames, and the words sent without the 60 s merge pause.
    await server.until(() => audios.length === 1);
    const chunks = server.events('whisper_audio');
    expect(chunks).toHaveLength(1);
    // 20480 samples → 40960 bytes → 54616 base64 characters.
    expect((chunks[0]?.payload as { audio?: string } | undefined)?.audio).toHaveLength(54_616);
    expect(server.events('ai_text_input').map((e) => e.payload)).toMatchObject([
      { text: 'My goats are coughing' },
    ]);
    // Pressing during the answer pauses it (barge-in); a tap with no words resumes it.
    expect(session.getState().aiSpeaking).toBe(true);
    await session.pressToTalk();
    expect(audios[0]?.paused).toBe(true);
    session.releaseToTalk();
    expect(session.getState().aiSpeaking).toBe(true);
    expect(server.events('whisper_audio')).toHaveLength(1);
  });

  it('push-to-talk: a press before Start starts the call; switching modes at run time', async () => {
    const { session, vads } = open({ pushToTalk: true });
    await session.pressToTalk();
    expect(session.getState()).toMatchObject({ listening: true, talking: true });
    session.releaseToTalk();
    session.setPushToTalk(false);
    expect(session.getState()).toMatchObject({ pushToTalk: false, listening: true });
    expect(vads[0]?.listening).toBe(true);
    // VAD mode: a press does nothing.
    await session.pressToTalk();
    expect(session.getState().talking).toBe(false);
  });

  it('typed text goes as ai_text_input through the same protocol', async () => {
    const { session, audios } = open();
    await session.start();
    session.sendText('  My goats are coughing ');
    await server.until(() => audios.length === 1);
    expect(server.events('ai_text_input')[0]?.payload).toEqual({
      text: 'My goats are coughing',
      language: 'en',
      useTTS: true,
    });
    expect(session.getState().transcript.map((m) => m.type)).toEqual(['user', 'ai']);
  });
});
