import { type Translator, translator } from '@kiwo/i18n';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PhoneKeypad, type PhoneTurn, sections, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import type { PasswordHasher } from '../../lib/passwords';
import { activeSections } from '../../modules/batches';
import { createRecordsService } from '../../modules/records';
import { checkPin, hasPin } from '../../modules/ussd';
import type { SpeechLanguage } from '../speech';
import type { PhoneCall, PhoneStore } from './store';
import { type Prompt, type VoiceAction, voiceResponse } from './xml';

/** The states of the keypad recording (`phone_calls.state`); each waits for one GetDigits. */
const KEYPAD_STATES = ['kp-pin', 'kp-field', 'kp-section', 'kp-amount', 'kp-confirm'] as const;
type KeypadState = (typeof KEYPAD_STATES)[number];
const isKeypadState = (state: string): state is KeypadState =>
  (KEYPAD_STATES as readonly string[]).includes(state);

/** Seconds the gateway waits for keys; amounts take longer to type than one choice. */
const CHOICE_TIMEOUT = 15;
const AMOUNT_TIMEOUT = 20;
/** The most deaths one entry adds, and the most feed (kg): a typo, not a farm day, beyond. */
const MAX_DEATHS = 100_000;
const MAX_FEED_KG = 100_000;

interface KeypadDeps {
  db: Database;
  store: PhoneStore;
  hasher: PasswordHasher;
  /** A prompt in the caller's language (Kiwo's audio, else the gateway's Say). */
  prompt: (language: SpeechLanguage, text: string) => Promise<Prompt>;
  /** The caller's menu, said after `before` (where the keypad recording ends). */
  menu: (language: SpeechLanguage, before: Prompt[]) => Promise<VoiceAction[]>;
  /** The voice callback URL with its token; each keypad GetDigits adds `kp=<step>`. */
  callbackUrl: string;
}

/** Keys as a caller types an amount: digits, `*` for the decimal point (feed in kg). */
function keyedAmount(keys: string, decimals: boolean): number | undefined {
  const text = keys.replace(/#$/, '');
  const pattern = decimals ? /^\d{1,6}(\*\d{1,2})?$/ : /^\d{1,6}$/;
  if (!pattern.test(text)) return undefined;
  const value = Number(text.replace('*', '.'));
  return value > 0 ? value : undefined;
}

const spokenNumber = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Recording today's deaths or feed by keypad (ADR 0044), mirroring USSD's screens:
 * the caller's number matched to an account AND the USSD PIN (with its lockout) before anything
 * about the farm is said, then field, section, amount, a spoken confirmation, and an entry ADDED
 * to today's record through the records module, channel `phone`, the caller as author.
 *
 * Each keypad GetDigits posts back to `callbackUrl&kp=<step>`: a callback for the step already
 * answered is the gateway resending it, and hears the same document again; the save itself is
 * keyed by session and step, so even two resends at once add once.
 */
export function createKeypad(deps: KeypadDeps) {
  const { db, store } = deps;
  const t = (language: SpeechLanguage): Translator['phone'] => translator(language).phone;

  const ask = (step: number, prompts: Prompt[], numDigits: number, amount = false) =>
    ({
      getDigits: prompts,
      numDigits,
      timeout: amount ? AMOUNT_TIMEOUT : CHOICE_TIMEOUT,
      ...(amount || numDigits > 1 ? { finishOnKey: '#' } : {}),
      callbackUrl: `${deps.callbackUrl}&kp=${step}`,
    }) satisfies VoiceAction;

  const turn = (kind: PhoneTurn['kind'], question: string, answer: string): PhoneTurn => ({
    at: new Date().toISOString(),
    kind,
    question,
    answer,
    stt: null,
    advisor: null,
    spoken: 'say',
  });

  /** Stores where the caller is next and the document answering this step; answers it. */
  async function next(
    call: PhoneCall,
    keypad: PhoneKeypad,
    state: KeypadState | 'after',
    actions: VoiceAction[],
    turn?: PhoneTurn,
  ): Promise<VoiceAction[]> {
    const last = voiceResponse(actions);
    await store.update(call.id, { state, keypad: { ...keypad, last }, ...(turn ? { turn } : {}) });
    return actions;
  }

  /** Back to the caller's menu after `text` (a refusal, a cancel, a save). */
  async function leave(
    call: PhoneCall,
    keypad: PhoneKeypad,
    language: SpeechLanguage,
    text: string,
    turn?: PhoneTurn,
  ) {
    const { field: _f, section: _s, amount: _a, ...kept } = keypad;
    const actions = await deps.menu(language, [await deps.prompt(language, text)]);
    // A new step too: the callback that led here, resent, hears this again.
    return next(call, { ...kept, step: keypad.step + 1 }, 'after', actions, turn);
  }

  const farmerOf = async (call: PhoneCall) => {
    if (!call.userId) return undefined;
    const [farmer] = await db.select().from(users).where(eq(users.id, call.userId));
    return farmer;
  };

  async function askField(call: PhoneCall, keypad: PhoneKeypad, language: SpeechLanguage) {
    const step = keypad.step + 1;
    const actions = [ask(step, [await deps.prompt(language, t(language).chooseRecord())], 1)];
    return next(call, { ...keypad, step }, 'kp-field', actions);
  }

  async function askSection(call: PhoneCall, keypad: PhoneKeypad, language: SpeechLanguage) {
    const list = await activeSections(db, call.userId as string);
    if (list.length === 0) return leave(call, keypad, language, t(language).noSections());
    const only = list.length === 1 ? list[0] : undefined;
    if (only) return askAmount(call, { ...keypad, section: only }, language);
    const step = keypad.step + 1;
    const lines = [
      t(language).chooseSection(),
      ...list.map((s, i) => t(language).sectionChoice({ section: s.name, key: i + 1 })),
    ];
    const prompts = [await deps.prompt(language, lines.join(' '))];
    const actions = [ask(step, prompts, String(list.length).length)];
    return next(call, { ...keypad, step }, 'kp-section', actions);
  }

  async function askAmount(call: PhoneCall, keypad: PhoneKeypad, language: SpeechLanguage) {
    const step = keypad.step + 1;
    const section = keypad.section?.name ?? '';
    const text =
      keypad.field === 'feedAmount'
        ? t(language).askFeed({ section })
        : t(language).askDeaths({ section });
    const actions = [ask(step, [await deps.prompt(language, text)], 7, true)];
    return next(call, { ...keypad, step }, 'kp-amount', actions);
  }

  async function aliveIn(sectionId: string) {
    const [row] = await db
      .select({ count: sections.count })
      .from(sections)
      .where(eq(sections.id, sectionId));
    return row?.count ?? 0;
  }

  async function confirm(call: PhoneCall, keypad: PhoneKeypad, language: SpeechLanguage) {
    const section = keypad.section as { id: string; name: string };
    const amount = keypad.amount ?? 0;
    if (keypad.field === 'mortality') {
      const alive = await aliveIn(section.id);
      if (amount > alive) {
        const said = t(language).notEnough({ alive, section: section.name });
        return leave(call, keypad, language, said, refused(keypad, said));
      }
    }
    const added = { added: spokenNumber(amount), section: section.name };
    const text =
      keypad.field === 'feedAmount'
        ? t(language).confirmFeed(added)
        : t(language).confirmDeaths(added);
    const step = keypad.step + 1;
    const actions = [ask(step, [await deps.prompt(language, text)], 1)];
    return next(call, { ...keypad, step }, 'kp-confirm', actions);
  }

  /** What the admin's list shows as the caller's side of a keypad turn. */
  const entered = (keypad: PhoneKeypad) =>
    `${keypad.field} +${spokenNumber(keypad.amount ?? 0)}, ${keypad.section?.name ?? ''}`;
  const refused = (keypad: PhoneKeypad, said: string) =>
    turn('record-refused', entered(keypad), said);

  async function save(call: PhoneCall, keypad: PhoneKeypad, language: SpeechLanguage) {
    const farmer = await farmerOf(call);
    const section = keypad.section as { id: string; name: string };
    const amount = keypad.amount ?? 0;
    if (!farmer) return leave(call, keypad, language, t(language).register());
    const entry = keypad.field === 'feedAmount' ? { feedAmount: amount } : { mortality: amount };
    try {
      // One key per confirming step: the gateway resending it, even twice at once, adds once.
      const saved = await createRecordsService(db).addEntry(
        farmer,
        'phone',
        section.id,
        farmToday(),
        entry,
        `phone:${call.sessionId}:${keypad.step}`,
      );
      const said =
        keypad.field === 'feedAmount'
          ? t(language).savedFeed({
              section: section.name,
              total: spokenNumber(saved.after.feedAmount ?? amount),
            })
          : t(language).savedDeaths({
              section: section.name,
              alive: saved.liveCount,
              total: spokenNumber(saved.after.mortality),
            });
      return leave(call, keypad, language, said, turn('record', entered(keypad), said));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      // Another writer may have recorded deaths since the confirmation: the records rule holds.
      const said =
        keypad.field === 'mortality' && error.statusCode === 400
          ? t(language).notEnough({ alive: await aliveIn(section.id), section: section.name })
          : t(language).notSaved();
      return leave(call, keypad, language, said, refused(keypad, said));
    }
  }

  /** The caller's keys for the step they were asked. */
  async function answerStep(
    call: PhoneCall,
    keypad: PhoneKeypad,
    state: KeypadState,
    language: SpeechLanguage,
    digits: string,
  ): Promise<VoiceAction[]> {
    const tr = t(language);
    const again = async (text: string, turnOf?: PhoneTurn) => {
      // The same question again, as a new step (its answer is a new callback, not a resend).
      const step = keypad.step + 1;
      const [numDigits, amount] =
        state === 'kp-pin' ? [4, true] : state === 'kp-amount' ? [7, true] : [1, false];
      const actions = [ask(step, [await deps.prompt(language, text)], numDigits, amount)];
      return next(call, { ...keypad, step }, state, actions, turnOf);
    };

    if (state === 'kp-pin') {
      const farmer = await farmerOf(call);
      if (!farmer) return leave(call, keypad, language, tr.register());
      if (!/^\d{4}$/.test(digits)) return again(`${tr.invalidChoice()} ${tr.enterPin()}`);
      const checked = await checkPin(db, deps.hasher, farmer.id, digits, true);
      if (checked === 'ok') return askField(call, { ...keypad, pinOk: true }, language);
      if ('locked' in checked) {
        const said = tr.pinLocked({ minutes: checked.locked });
        return leave(call, keypad, language, said, turn('pin-wrong', '****', said));
      }
      const said = tr.wrongPin({ left: checked.wrong });
      return again(`${said} ${tr.enterPin()}`, turn('pin-wrong', '****', said));
    }
    if (state === 'kp-field') {
      if (digits === '1') return askSection(call, { ...keypad, field: 'mortality' }, language);
      if (digits === '2') return askSection(call, { ...keypad, field: 'feedAmount' }, language);
      return again(`${tr.invalidChoice()} ${tr.chooseRecord()}`);
    }
    if (state === 'kp-section') {
      const list = await activeSections(db, call.userId as string);
      const picked = /^\d{1,2}$/.test(digits) ? list[Number(digits) - 1] : undefined;
      if (!picked) return leave(call, keypad, language, tr.invalidChoice());
      return askAmount(
        call,
        { ...keypad, section: { id: picked.id, name: picked.name } },
        language,
      );
    }
    if (state === 'kp-amount') {
      const feed = keypad.field === 'feedAmount';
      const amount = keyedAmount(digits, feed);
      if (amount === undefined || amount > (feed ? MAX_FEED_KG : MAX_DEATHS)) {
        const section = keypad.section?.name ?? '';
        const ask = feed ? tr.askFeed({ section }) : tr.askDeaths({ section });
        return again(`${tr.invalidAmount()} ${ask}`);
      }
      return confirm(call, { ...keypad, amount }, language);
    }
    if (digits === '1') return save(call, keypad, language);
    if (digits === '2') {
      const said = tr.cancelled();
      return leave(call, keypad, language, said, turn('record-cancelled', entered(keypad), said));
    }
    return leave(call, keypad, language, tr.invalidChoice());
  }

  return {
    /** The menu's "record today's deaths or feed" key: who is calling, their PIN, then the field. */
    async start(call: PhoneCall, language: SpeechLanguage): Promise<VoiceAction[]> {
      const keypad: PhoneKeypad = call.keypad ?? { step: 0, last: '', pinOk: false };
      const tr = t(language);
      const farmer = await farmerOf(call);
      if (!farmer) return leave(call, keypad, language, tr.register());
      // Caller ID alone can be forged on a voice call: no PIN, no writes (ADR 0044).
      if (!(await hasPin(db, farmer.id))) return leave(call, keypad, language, tr.noPin());
      if ((await activeSections(db, farmer.id)).length === 0) {
        return leave(call, keypad, language, tr.noSections());
      }
      if (keypad.pinOk) return askField(call, keypad, language);
      const step = keypad.step + 1;
      const actions = [ask(step, [await deps.prompt(language, tr.enterPin())], 4, true)];
      return next(call, { ...keypad, step }, 'kp-pin', actions);
    },

    /**
     * A callback the keypad answers: a resend of a step already answered (the same document
     * again), or the keys for the step the caller is at. Undefined: not the keypad's.
     */
    async answer(call: PhoneCall, digits: string, kp: number | undefined) {
      const keypad = call.keypad;
      if (!keypad) return undefined;
      const resent = kp === undefined ? isKeypadState(call.state) : kp !== keypad.step;
      if (resent) return keypad.last;
      if (!isKeypadState(call.state)) return undefined;
      const language = (call.language ?? 'en') as SpeechLanguage;
      // The finishing `#` may come with the keys.
      const keys = digits.replace(/#$/, '');
      return voiceResponse(await answerStep(call, keypad, call.state, language, keys));
    },
  };
}
