import { normalizeNigerianPhone } from '@kiwo/domain';
import { loadLocale, type Translator, translator } from '@kiwo/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Advisor, AdvisorTurn, FarmContext } from '../../advisor';
import { loadFarmContext } from '../../advisor';
import type { PhoneConfig } from '../../config';
import type { Database } from '../../db/client';
import { type PhoneTurn, users } from '../../db/schema';
import { farmToday } from '../../lib/farm-today';
import type { PasswordHasher } from '../../lib/passwords';
import { farmExtrasReader } from '../../modules/chat';
import { fileCallRequest } from '../../modules/consultations';
import { recordEvent } from '../../modules/events';
import { periodFigures } from '../../modules/records';
import { audioType, type SpeechLanguage, type SpeechProviders, type Transcript } from '../speech';
import { splitParts } from '../voice-text';
import { createKeypad } from './keypad';
import type { PhoneCall, PhoneStore } from './store';
import { type Prompt, type VoiceAction, voiceResponse } from './xml';

/** Keypad 1–4 of the language menu, in the order the menu offers them. */
const LANGUAGE_KEYS: Record<string, SpeechLanguage> = {
  '1': 'en',
  '2': 'ha',
  '3': 'yo',
  '4': 'ig',
};
const LANGUAGES = Object.values(LANGUAGE_KEYS);
/** The largest recording fetched from the gateway (a 30 s MP3 is ~0.5 MB). */
const MAX_RECORDING_BYTES = 5_000_000;
const RECORDING_TIMEOUT_MS = 10_000;
/** A spoken answer: whole sentences up to about a minute of speech. */
const MAX_ANSWER_CHARS = 700;
/** Prompts are spoken once per language and voice, then served from memory. */
const PROMPT_CACHE_SIZE = 200;

/** One gateway callback (Africa's Talking Voice form fields we read). */
export interface VoiceCallback {
  sessionId: string;
  isActive: '0' | '1';
  callerNumber?: string | undefined;
  dtmfDigits?: string | undefined;
  recordingUrl?: string | undefined;
  durationInSeconds?: number | undefined;
  amount?: string | undefined;
  currencyCode?: string | undefined;
  hangupCause?: string | undefined;
  status?: string | undefined;
}

interface PhoneDeps {
  db: Database;
  store: PhoneStore;
  advisor: Advisor;
  speech: SpeechProviders;
  log: FastifyBaseLogger;
  config: PhoneConfig;
  /** Where the gateway fetches Kiwo's audio: `<PUBLIC_URL><API_PREFIX>/voice/audio/`. */
  audioBase: string;
  /** The USSD PIN's hasher: the keypad recording checks that PIN. */
  hasher: PasswordHasher;
  /** This callback's URL with its token (`…/voice/callback?token=…`), for the keypad's steps. */
  callbackUrl: string;
}

/**
 * The phone line's call flow (ADR 0043): each callback of the gateway reads the call's state
 * (language menu, recording a question, after an answer) and answers the next actions. Every
 * prompt comes from the i18n `phone` section, spoken by the language's TTS where one speaks it,
 * else by the gateway's `Say`.
 */
export function createPhoneService(deps: PhoneDeps) {
  const { store, config, log } = deps;
  const promptAudio = new Map<string, Buffer>();

  /** Text in a language → a Play of Kiwo's audio, or Say when no voice speaks it (or TTS fails). */
  async function spoken(language: SpeechLanguage, text: string, cache: boolean): Promise<Prompt> {
    const { tts } = deps.speech;
    if (!tts.supports(language)) return { say: text };
    const key = `${tts.name}\n${language}\n${text}`;
    try {
      let audio = cache ? promptAudio.get(key) : undefined;
      if (!audio) {
        audio = await tts.speak(text, language);
        if (cache) {
          if (promptAudio.size >= PROMPT_CACHE_SIZE) promptAudio.clear();
          promptAudio.set(key, audio);
        }
      }
      const type = audioType(audio) ?? 'audio/mpeg';
      const token = await store.putAudio(audio, type, config.audioTtlSeconds);
      return { play: `${deps.audioBase}${token}` };
    } catch (error) {
      log.warn({ err: error, provider: tts.name, language }, 'phone text-to-speech failed');
      return { say: text };
    }
  }

  const prompt = (language: SpeechLanguage, text: string) => spoken(language, text, true);

  async function languageMenu(greeting: boolean): Promise<VoiceAction[]> {
    const lines = await Promise.all(
      LANGUAGES.map((language) => prompt(language, t(language).phone.chooseLanguage())),
    );
    const welcome = greeting ? [await prompt('en', t('en').phone.welcome())] : [];
    return [{ getDigits: [...welcome, ...lines], numDigits: 1, timeout: 15 }];
  }

  async function askQuestion(language: SpeechLanguage, before: Prompt[] = []) {
    const ask = await prompt(language, t(language).phone.askQuestion());
    return [
      {
        record: [...before, ask],
        finishOnKey: '#',
        maxLength: config.maxRecordingSeconds,
        timeout: 10,
        trimSilence: true,
        playBeep: true,
      },
    ] satisfies VoiceAction[];
  }

  async function afterAnswer(language: SpeechLanguage, before: Prompt[] = []) {
    const next = await prompt(language, t(language).phone.afterAnswer());
    return [...before, { getDigits: [next], numDigits: 1, timeout: 15 }] satisfies VoiceAction[];
  }

  /** A known farmer's menu (the keypad recording on 3); everyone hears it after an answer. */
  async function farmerMenu(language: SpeechLanguage, before: Prompt[] = []) {
    const menu = await prompt(language, t(language).phone.farmerMenu());
    return [...before, { getDigits: [menu], numDigits: 1, timeout: 15 }] satisfies VoiceAction[];
  }

  const keypad = createKeypad({
    db: deps.db,
    store,
    hasher: deps.hasher,
    prompt,
    menu: afterAnswer,
    callbackUrl: deps.callbackUrl,
  });

  async function callerOf(callerNumber: string) {
    const phone = normalizeNigerianPhone(callerNumber);
    if (!phone) return { phone: callerNumber, user: undefined };
    const [user] = await deps.db.select().from(users).where(eq(users.phone, phone));
    return { phone, user };
  }

  /** The recording at the gateway's URL, as bytes and a type the STT provider can name. */
  async function fetchRecording(url: string): Promise<{ bytes: Buffer; type: string }> {
    if (!/^https?:\/\//i.test(url)) throw new Error('recording URL is not http(s)');
    const response = await fetch(url, { signal: AbortSignal.timeout(RECORDING_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`recording URL answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_RECORDING_BYTES) throw new Error('recording too large');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_RECORDING_BYTES) throw new Error('recording too large');
    return {
      bytes,
      type: audioType(bytes) ?? response.headers.get('content-type') ?? 'audio/mpeg',
    };
  }

  const turn = (
    kind: PhoneTurn['kind'],
    question: string,
    answer: string,
    extra: Partial<PhoneTurn> = {},
  ): PhoneTurn => ({
    at: new Date().toISOString(),
    kind,
    question,
    answer,
    stt: deps.speech.stt.name,
    advisor: null,
    spoken: 'say',
    ...extra,
  });

  /**
   * The recogniser was unsure (ADR 0050): no answer to a guess. The caller
   * hears "I didn't catch that" and the keypad menu (1 asks again).
   */
  async function notCaught(
    call: PhoneCall,
    language: SpeechLanguage,
    heard: Transcript,
    recordingUrl: string,
  ) {
    const said = t(language).phone.notCaught();
    await store.update(call.id, {
      state: 'after',
      turn: turn('doubtful', heard.text, said, { recordingUrl }),
    });
    return afterAnswer(language, [await prompt(language, said)]);
  }

  /**
   * A recogniser that only knows its grammar (pocketsphinx) heard `question`: read it back and
   * wait for 1 (answer it) or 2 (ask again) — `confirmed`.
   */
  async function readBack(
    call: PhoneCall,
    language: SpeechLanguage,
    question: string,
    recordingUrl?: string,
  ) {
    await store.update(call.id, {
      state: 'confirm',
      turn: turn('heard', question, '', { recordingUrl }),
    });
    const text = t(language).phone.readBack({ question });
    return [
      { getDigits: [await spoken(language, text, false)], numDigits: 1, timeout: 15 },
    ] satisfies VoiceAction[];
  }

  /** The caller's key after a read-back: 1 answers the question read back, 2 asks again. */
  async function confirmed(call: PhoneCall, language: SpeechLanguage, digits: string) {
    const heard = call.turns.findLast((x) => x.kind === 'heard');
    const question = heard?.question;
    if (digits === '1' && question)
      return answerText(call, language, question, heard.recordingUrl ?? undefined);
    if (digits === '2' || !question) {
      await store.update(call.id, { state: 'question' });
      return askQuestion(language);
    }
    return readBack(call, language, question, heard?.recordingUrl ?? undefined);
  }

  /** Recording → text → the advisor (grounded in the caller's farm) → spoken answer. */
  async function answerQuestion(call: PhoneCall, language: SpeechLanguage, recordingUrl: string) {
    const tr = t(language).phone;
    const at = { recordingUrl };
    const { stt } = deps.speech;
    let heard: Transcript;
    try {
      if (!stt.transcribeAudio || !stt.supports(language)) {
        await store.update(call.id, { turn: turn('failed', '', tr.speechUnavailable(), at) });
        return afterAnswer(language, [await prompt(language, tr.speechUnavailable())]);
      }
      const recording = await fetchRecording(recordingUrl);
      heard = await stt.transcribeAudio(recording, language);
    } catch (error) {
      log.warn({ err: error, provider: stt.name }, 'phone question not transcribed');
      await store.update(call.id, { turn: turn('failed', '', tr.speechUnavailable(), at) });
      return afterAnswer(language, [await prompt(language, tr.speechUnavailable())]);
    }
    if (!heard.text) {
      await store.update(call.id, { turn: turn('not-heard', '', tr.notHeard(), at) });
      return askQuestion(language, [await prompt(language, tr.notHeard())]);
    }
    if (heard.doubtful) return notCaught(call, language, heard, recordingUrl);
    if (heard.forced) return readBack(call, language, heard.text, recordingUrl);
    return answerText(call, language, heard.text, recordingUrl);
  }

  /** A question's text → the advisor (grounded in the caller's farm) → spoken answer. */
  async function answerText(
    call: PhoneCall,
    language: SpeechLanguage,
    question: string,
    recordingUrl?: string,
  ) {
    const tr = t(language).phone;
    const at = { recordingUrl };
    const user = call.userId
      ? (await deps.db.select().from(users).where(eq(users.id, call.userId)))[0]
      : undefined;
    const farmContext: FarmContext = user
      ? await loadFarmContext(deps.db, user, { extras: farmExtrasReader(deps.db) })
      : { firstName: '', role: 'farmer', state: null, farm: null };
    const history: AdvisorTurn[] = call.turns
      .filter((x) => x.kind === 'question')
      .slice(-3)
      .flatMap((x) => [
        { role: 'user' as const, content: x.question },
        { role: 'assistant' as const, content: x.answer },
      ]);
    let answer: string;
    let provider: string | null = null;
    try {
      const reply = await deps.advisor.reply({ message: question, history, farmContext, language });
      answer = shorten(reply.text);
      provider = reply.provider;
    } catch (error) {
      log.warn({ err: error }, 'phone advisor failed');
      await store.update(call.id, { turn: turn('failed', question, tr.advisorFailed(), at) });
      return afterAnswer(language, [await prompt(language, tr.advisorFailed())]);
    }
    if (!user) answer = `${answer} ${tr.register()}`;
    const said = await spoken(language, answer, false);
    await store.update(call.id, {
      state: 'after',
      turn: turn('question', question, answer, {
        ...at,
        advisor: provider,
        spoken: 'play' in said ? 'play' : 'say',
      }),
    });
    return afterAnswer(language, [said]);
  }

  async function handleActive(body: VoiceCallback): Promise<VoiceAction[]> {
    let call = await store.findCall(body.sessionId);
    if (!call) {
      const { phone, user } = await callerOf(body.callerNumber ?? '');
      const remembered = await store.rememberedLanguage(phone);
      call = await store.startCall({
        sessionId: body.sessionId,
        callerNumber: phone,
        userId: user?.id ?? null,
        language: remembered ?? null,
        // A known farmer may have come to record, not to ask: the menu first.
        state: remembered ? (user ? 'after' : 'question') : 'language',
      });
      const used = { name: 'voice_used', channel: 'phone', role: user?.role } as const;
      await recordEvent(deps.db, { ...used, language: remembered, userId: user?.id });
      if (call.state !== 'language' && call.language) {
        const language = call.language as SpeechLanguage;
        const back = [await prompt(language, t(language).phone.welcomeBack())];
        return call.userId ? farmerMenu(language, back) : askQuestion(language, back);
      }
      return languageMenu(true);
    }
    const language = (call.language ?? 'en') as SpeechLanguage;
    const digits = body.dtmfDigits?.trim() ?? '';
    if (call.state === 'language') {
      const chosen = LANGUAGE_KEYS[digits];
      if (!chosen) return languageMenu(false);
      // A known farmer may have come to record, not to ask: the menu first.
      await store.update(call.id, { language: chosen, state: call.userId ? 'after' : 'question' });
      await store.remember(call.callerNumber, chosen);
      return call.userId ? farmerMenu(chosen) : askQuestion(chosen);
    }
    if (call.state === 'confirm') return confirmed(call, language, digits);
    if (call.state === 'question') {
      if (body.recordingUrl) return answerQuestion(call, language, body.recordingUrl);
      return askQuestion(language, [await prompt(language, t(language).phone.notHeard())]);
    }
    if (digits === '1') {
      await store.update(call.id, { state: 'question' });
      return askQuestion(language);
    }
    if (digits === '2') {
      // Today's figures for a known farmer; an unknown number hears how to register.
      if (!call.userId)
        return afterAnswer(language, [await prompt(language, t(language).phone.register())]);
      const today = farmToday();
      const f = await periodFigures(deps.db, call.userId, today, today);
      const figures = { live: f.live, deaths: f.deaths, sold: f.sold, naira: String(f.sales) };
      return afterAnswer(language, [
        await spoken(language, t(language).phone.summary(figures), false),
      ]);
    }
    if (digits === '3') return keypad.start(call, language);
    if (digits === '4') {
      // A call-back from the farmer's agent (and the admins), filed like USSD's, told at once.
      const [farmer] = call.userId
        ? await deps.db.select().from(users).where(eq(users.id, call.userId))
        : [];
      if (!farmer)
        return afterAnswer(language, [await prompt(language, t(language).phone.register())]);
      const { told } = await fileCallRequest(deps.db, farmer, call.sessionId, 'extension', 'phone');
      const said = told > 0 ? t(language).phone.callRequested() : t(language).phone.callNobody();
      return afterAnswer(language, [await prompt(language, said)]);
    }
    if (digits === '9') {
      await store.update(call.id, { state: 'language' });
      return languageMenu(false);
    }
    if (digits === '0') {
      await store.update(call.id, { state: 'ended' });
      return [await prompt(language, t(language).phone.goodbye())];
    }
    return afterAnswer(language, [await prompt(language, t(language).phone.invalidChoice())]);
  }

  return {
    /** One callback → the XML document the gateway plays next. */
    async handle(body: VoiceCallback, kp?: number): Promise<string> {
      await Promise.all(LANGUAGES.map((l) => loadLocale(l)));
      if (body.isActive === '0') {
        const { phone } = await callerOf(body.callerNumber ?? '');
        await store.endCall({
          sessionId: body.sessionId,
          callerNumber: phone,
          durationSeconds: body.durationInSeconds ?? null,
          amount: body.amount && /^\d+(\.\d+)?$/.test(body.amount) ? body.amount : null,
          currency: body.currencyCode ?? null,
          endStatus: body.hangupCause ?? body.status ?? null,
        });
        return voiceResponse([]);
      }
      const call = await store.findCall(body.sessionId);
      const keyed = call && (await keypad.answer(call, body.dtmfDigits?.trim() ?? '', kp));
      if (keyed) return keyed;
      return voiceResponse(await handleActive(body));
    },
  };
}

const t = (language: SpeechLanguage): Translator => translator(language);

/** Whole sentences of the answer up to MAX_ANSWER_CHARS (the first one always). */
function shorten(text: string): string {
  const parts = splitParts(text.trim());
  let out = parts[0] ?? text.trim();
  for (const part of parts.slice(1)) {
    if (out.length + part.length + 1 > MAX_ANSWER_CHARS) break;
    out = `${out} ${part}`;
  }
  return out;
}
