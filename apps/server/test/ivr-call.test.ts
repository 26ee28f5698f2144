import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeakPcm, silence } from '../../../e2e/support/speech';
import type { App } from '../src/app';
import { voiceCalls, voiceTurns } from '../src/db/schema';
import { mp3Frames } from '../src/ivr/speech/mp3';
import { NOT_CAUGHT, READ_BACK } from '../src/ivr/voice-text';
import { fixturePcm } from './fixtures/speech/manifest';
import { eventually, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { audioChunks, ivrClient, listeningApp } from './helpers/ivr';

/**
 * The whole voice call (ADR 0011) against the running server with the offline providers (Debian
 * espeak-ng, lame, pocketsphinx + pocketsphinx-en-us): authenticate with the session token, a
 * spoken question as 16 kHz PCM chunks, its transcription read back and confirmed, a spoken
 * answer (MP3), an interruption, the end — and the call stored for review. A mumble gets "I
 * didn't catch that" instead of an answer (ADR 0050).
 */

const QUESTION = 'My goats are coughing and not eating';

let testDb: TestDb;
let app: App;
let url: string;

beforeAll(async () => {
  testDb = await openTestDb();
  ({ app, url } = await listeningApp({ db: testDb.handle }));
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** The user's call and, once all `count` are stored, its turns in order. */
async function storedCall(userId: string, count: number) {
  const [call] = await testDb.handle.db
    .select()
    .from(voiceCalls)
    .where(eq(voiceCalls.userId, userId));
  const turns = await eventually(async () => {
    const rows = await testDb.handle.db
      .select()
      .from(voiceTurns)
      .where(eq(voiceTurns.callId, call?.id ?? ''))
      .orderBy(voiceTurns.createdAt);
    return rows.length === count ? rows : undefined;
  });
  return { call, turns };
}

/** Every byte of the stream is a run of valid Layer III frames: a player can play it all. */
function expectPlayableMp3(base64: unknown) {
  expect(typeof base64).toBe('string');
  const mp3 = Buffer.from(base64 as string, 'base64');
  const frames = mp3Frames(mp3);
  expect(frames.length).toBeGreaterThan(20);
  const last = frames.at(-1);
  expect((last?.offset ?? 0) + (last?.length ?? 0)).toBe(mp3.length);
  expect(new Set(frames.map((f) => f.sampleRate))).toEqual(new Set([22_050]));
  return frames;
}

// pocketsphinx runs two passes per utterance: minutes on a loaded 2-core machine, not seconds.
describe(`IVR call with offline speech (${testDriver})`, { timeout: 240_000 }, () => {
  it('authenticates, hears a spoken question, answers aloud, takes an interruption, ends', async () => {
    const farmer = await signUp(app);
    const client = ivrClient(url, farmer.token);
    await client.connected();

    client.socket.emit('authenticate', {});
    expect(await client.next('authenticated')).toEqual({ userId: farmer.user._id });

    // Speech with a little silence around it, as the browser's VAD cuts it (pre-speech pad and
    // redemption), sent in 1 s chunks of one segment.
    const pcm = Buffer.concat([silence(0.3), espeakPcm(QUESTION), silence(0.6)]);
    for (const chunk of audioChunks(pcm, 'seg-1', 16_000)) {
      client.socket.emit('whisper_audio', chunk);
    }
    const heard = await client.next('whisper_response', 60_000);
    expect(heard).toEqual({ transcription: QUESTION.toLowerCase() });

    client.socket.emit('ai_text_input', {
      text: heard.transcription as string,
      language: 'en',
      useTTS: true,
    });
    // The offline recogniser can only say grammar sentences: what it heard is read back first.
    const readBack = await client.next('ai_response', 60_000);
    expect(readBack).toMatchObject({
      transcription: QUESTION.toLowerCase(),
      aiResponse: READ_BACK.en(QUESTION.toLowerCase()),
    });
    expectPlayableMp3(readBack.audioResponse);
    client.socket.emit('ai_text_input', { text: 'Yes.', language: 'en', useTTS: true });
    const reply = await client.next('ai_response', 60_000);
    expect(reply).toMatchObject({
      transcription: QUESTION.toLowerCase(),
      isInterruption: false,
      fillerUsed: false,
    });
    expect(reply.aiResponse).toMatch(/goat/i);
    expectPlayableMp3(reply.audioResponse);

    client.socket.emit('ai_intelligent_interruption', {
      userInterruption: 'How do I prevent it in my broilers',
      previousAIResponse: reply.aiResponse as string,
      language: 'en',
      useTTS: true,
      generateFiller: true,
    });
    const interrupted = await client.next('ai_interruption_response', 60_000);
    expect(interrupted).toMatchObject({
      transcription: 'How do I prevent it in my broilers',
      fillerUsed: true,
      contextualBlend: true,
    });
    expect(interrupted.modifiedResponse).toMatch(/^(Okay|Alright|I see|Got it)\./);
    expectPlayableMp3(interrupted.audioResponse);

    client.socket.emit('end_session');
    await client.disconnected();

    const { call, turns } = await storedCall(farmer.user._id, 4);
    expect(call).toMatchObject({
      language: 'en',
      sttProvider: 'pocketsphinx',
      ttsProvider: 'espeak-ng',
      endReason: 'end_session',
    });
    expect(call?.endedAt).toBeInstanceOf(Date);
    expect(turns.map((t) => t.kind)).toEqual(['speech', 'text', 'text', 'interruption']);
    expect(turns[0]).toMatchObject({
      transcription: QUESTION.toLowerCase(),
      audioBytes: pcm.length,
      error: null,
    });
    expect(turns[0]?.sttMs).toBeTypeOf('number');
    expect(turns[1]).toMatchObject({ response: readBack.aiResponse, advisorProvider: null });
    expect(turns[2]).toMatchObject({ advisorProvider: 'offline', error: null });
    expect(turns[2]?.response).toBe(reply.aiResponse);
    expect(turns[2]?.advisorMs).toBeTypeOf('number');
    expect(turns[2]?.ttsMs).toBeTypeOf('number');
    expect(turns[3]?.response).toBe(interrupted.modifiedResponse);
  });

  it("a mumble gets I didn't catch that, spoken, instead of an answer", async () => {
    const farmer = await signUp(app);
    const client = ivrClient(url, farmer.token);
    await client.connected();
    client.socket.emit('authenticate', {});
    await client.next('authenticated');

    // The calibration set's mumble: forced into the grammar it reads as farm words.
    const pcm = Buffer.concat([silence(0.3), fixturePcm('m-mutter.wav'), silence(0.6)]);
    for (const chunk of audioChunks(pcm, 'seg-m', 16_000))
      client.socket.emit('whisper_audio', chunk);
    const heard = await client.next('whisper_response', 60_000);
    expect(heard).toMatchObject({
      filtered: true,
      reason: 'low-confidence',
      transcription: '',
      notice: NOT_CAUGHT.en,
    });
    expectPlayableMp3(heard.audioResponse);
    // Nothing else: no answer, no read-back.
    await new Promise((r) => setTimeout(r, 300));
    expect(client.all('ai_response')).toEqual([]);

    // Typed words are answered as they are, without a read-back.
    client.socket.emit('ai_text_input', {
      text: 'my goats are coughing',
      language: 'en',
      useTTS: false,
    });
    const typed = await client.next('ai_response', 60_000);
    expect(typed.aiResponse).toMatch(/goat/i);
    expect(typed.aiResponse).not.toBe(READ_BACK.en('my goats are coughing'));

    client.socket.emit('end_session');
    await client.disconnected();
    const { turns } = await storedCall(farmer.user._id, 2);
    expect(turns[0]).toMatchObject({
      kind: 'speech',
      filteredReason: 'low-confidence',
      response: NOT_CAUGHT.en,
    });
    expect(turns[0]?.transcription).not.toBe('');
  });
});
