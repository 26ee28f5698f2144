import { registerBody } from '@kiwo/api-client/schemas';
import { LIVESTOCK_TYPES, NIGERIAN_STATES, normalizeNigerianPhone } from '@kiwo/domain';
import {
  LOCALE_DISPLAY_NAMES,
  LOCALES,
  type Locale,
  type Translator,
  userLanguageFromLocale,
} from '@kiwo/i18n';
import type { Database } from '../../db/client';
import { hmac, randomOtp, sameDigest } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import { buttonsMessage, listMessage, textMessage } from '../../messaging/whatsapp';
import { registerByWhatsApp } from '../auth';
import { recordEvent } from '../events';
import { fold, guessLocale, keywordOf } from './parse';
import { createWhatsAppRepository, type SignupRow } from './repository';
import type { Send } from './send';
import type { InboundMessage } from './webhook';

/** Wrong codes before the sign-up stops. */
const CODE_TRIES = 5;
/** A sign-up left this long starts again from the offer. */
const STALE_MS = 24 * 3600_000;

/** "cancel" in the four languages, folded (parse.ts): stops the sign-up at any step. */
const CANCEL = new Set(['cancel', 'stop', 'soke', 'fasa', 'fagile', 'fagilee', 'kagbuo', 'kwusi']);

const STATES = new Map(NIGERIAN_STATES.map((s) => [fold(s), s]));

export interface SignupOptions {
  db: Database;
  passwords: PasswordHasher;
  secrets: Parameters<typeof registerByWhatsApp>[0]['secrets'];
  publicUrl: string;
  send: Send;
  translators: () => Promise<Record<Locale, Translator>>;
}

/**
 * Sign-up in the chat for a number Kiwo does not know (ADR 0049): offered with buttons (sign up,
 * other ways, language), then name, state and livestock, each checked with web sign-up's rules,
 * then a code sent in the chat that must come back from the same number. "cancel" stops it at
 * any step; the state lives in `whatsapp_signups`, so a restart loses nothing.
 */
export function createSignup(o: SignupOptions) {
  const repo = createWhatsAppRepository(o.db);
  const codeHash = (waId: string, code: string) =>
    hmac(o.secrets.authSecret, `whatsapp-signup:${waId}:${code}`);

  async function say(row: SignupRow, text: string, outcome: string) {
    await o.send(row.waId, null, textMessage(text), outcome);
    return outcome;
  }

  async function offer(row: SignupRow, t: Translator) {
    await o.send(
      row.waId,
      null,
      buttonsMessage(t.whatsapp.signupOffer(), [
        { id: 'su:yes', title: t.whatsapp.signupYes() },
        { id: 'su:no', title: t.whatsapp.signupOtherWays() },
        { id: 'su:lang', title: t.whatsapp.signupLanguage() },
      ]),
      'signup_offered',
    );
    return 'signup_offered';
  }

  async function askLivestock(row: SignupRow, t: Translator) {
    await o.send(
      row.waId,
      null,
      listMessage(
        t.whatsapp.signupAskLivestock(),
        t.whatsapp.signupLivestockButton(),
        t.whatsapp.signupLivestockButton(),
        LIVESTOCK_TYPES.map((type) => ({ id: `su:ls:${type}`, title: t.enums.livestock[type]() })),
      ),
      'signup_livestock',
    );
    return 'signup_livestock';
  }

  /** The summary and the code; the code is masked in the stored outbound row. */
  async function sendCode(row: SignupRow, t: Translator, livestock: string) {
    const code = randomOtp();
    const next = await repo.saveSignup(row.waId, {
      step: 'code',
      livestock,
      codeHash: codeHash(row.waId, code),
      codeTries: 0,
    });
    const type = livestock as (typeof LIVESTOCK_TYPES)[number];
    const text = t.whatsapp.signupCode({
      name: `${next.firstName} ${next.lastName}`,
      state: next.state ?? '',
      livestock: t.enums.livestock[type](),
      code,
    });
    await o.send(row.waId, null, textMessage(text), 'signup_code', [code]);
    return 'signup_code';
  }

  async function finish(row: SignupRow, t: Translator, phone: string) {
    try {
      const user = await registerByWhatsApp(o, {
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        phone,
        stateOfResidence: row.state as (typeof NIGERIAN_STATES)[number],
        primaryLivestock: row.livestock as (typeof LIVESTOCK_TYPES)[number],
        language: userLanguageFromLocale(row.locale as Locale),
      });
      await repo.saveSignup(row.waId, { step: 'done', userId: user.id, codeHash: null });
      const signup = { name: 'signup', channel: 'whatsapp', role: 'farmer' } as const;
      await recordEvent(o.db, { ...signup, userId: user.id, language: user.language });
      await o.send(
        row.waId,
        user.id,
        textMessage(t.whatsapp.signupDone({ name: user.firstName, url: `${o.publicUrl}/login` })),
        'signup_done',
      );
      return { userId: user.id, outcome: 'signup_done' };
    } catch (error) {
      // Registered meanwhile (web, USSD, an agent): nothing is created twice.
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      await repo.saveSignup(row.waId, { step: 'cancelled', codeHash: null });
      return { userId: null, outcome: await say(row, t.whatsapp.signupTaken(), 'signup_taken') };
    }
  }

  /** One message from a number with no account; answers the account it created, if any. */
  async function handle(m: InboundMessage): Promise<{ userId: string | null; outcome: string }> {
    const tr = await o.translators();
    const text = m.body.kind === 'text' ? m.body.text.trim() : '';
    const replyId = m.body.kind === 'reply' ? m.body.id : '';
    const phone = normalizeNigerianPhone(`+${m.from}`);
    const none = (outcome: string) => ({ userId: null, outcome });
    if (!phone) {
      // Not a Nigerian number: the account's phone could not be it, so only the other ways.
      const t = tr[guessLocale(text)];
      await o.send(
        m.from,
        null,
        textMessage(t.whatsapp.unknownNumber({ url: `${o.publicUrl}/register` })),
        'unknown_number',
      );
      return none('unknown_number');
    }

    let row = await repo.signup(m.from);
    const open =
      row &&
      !['done', 'declined', 'cancelled'].includes(row.step) &&
      Date.now() - row.updatedAt.getTime() < STALE_MS;
    if (!row || !open) {
      row = await repo.startSignup(m.from, text ? guessLocale(text) : (row?.locale ?? 'en'));
      return none(await offer(row, tr[row.locale as Locale]));
    }
    const t = tr[row.locale as Locale];
    const words = fold(text);

    if (CANCEL.has(words) || replyId === 'su:no') {
      const declined = replyId === 'su:no' || row.step === 'offered';
      await repo.saveSignup(row.waId, {
        step: declined ? 'declined' : 'cancelled',
        codeHash: null,
      });
      const url = `${o.publicUrl}/register`;
      return none(
        declined
          ? await say(row, t.whatsapp.unknownNumber({ url }), 'signup_declined')
          : await say(row, t.whatsapp.signupCancelled({ url }), 'signup_cancelled'),
      );
    }

    // The language, chosen from the list or named, whatever the step: asked again in it.
    const named = replyId.startsWith('su:lang:')
      ? (replyId.slice(8) as Locale)
      : keywordOf(text)?.kind === 'language'
        ? (keywordOf(text) as { locale?: Locale }).locale
        : undefined;
    if (replyId === 'su:lang' || (keywordOf(text)?.kind === 'language' && !named)) {
      await o.send(
        row.waId,
        null,
        listMessage(
          t.whatsapp.languageMenu(),
          t.whatsapp.languageButton(),
          t.whatsapp.languageButton(),
          LOCALES.map((l) => ({ id: `su:lang:${l}`, title: LOCALE_DISPLAY_NAMES[l] })),
        ),
        'signup_language_menu',
      );
      return none('signup_language_menu');
    }
    if (named && LOCALES.includes(named)) {
      row = await repo.saveSignup(row.waId, { locale: named, step: 'offered' });
      return none(await offer(row, tr[named]));
    }

    switch (row.step) {
      case 'offered': {
        if (replyId !== 'su:yes') return none(await offer(row, t));
        await repo.saveSignup(row.waId, { step: 'name' });
        return none(await say(row, t.whatsapp.signupAskName(), 'signup_name'));
      }
      case 'name': {
        const [first = '', ...rest] = text.split(/\s+/);
        const firstName = registerBody.shape.firstName.safeParse(first);
        const lastName = registerBody.shape.lastName.safeParse(rest.join(' '));
        if (!firstName.success || !lastName.success) {
          return none(await say(row, t.whatsapp.signupBadName(), 'signup_bad_name'));
        }
        await repo.saveSignup(row.waId, {
          step: 'state',
          firstName: firstName.data,
          lastName: lastName.data,
        });
        return none(
          await say(row, t.whatsapp.signupAskState({ name: firstName.data }), 'signup_state'),
        );
      }
      case 'state': {
        const state = STATES.get(words.replace(/\s+state$/, ''));
        if (!state || !registerBody.shape.stateOfResidence.safeParse(state).success) {
          const shown = text.slice(0, 40);
          return none(
            await say(row, t.whatsapp.signupBadState({ text: shown }), 'signup_bad_state'),
          );
        }
        row = await repo.saveSignup(row.waId, { step: 'livestock', state });
        return none(await askLivestock(row, t));
      }
      case 'livestock': {
        const chosen = replyId.startsWith('su:ls:')
          ? replyId.slice(6)
          : LIVESTOCK_TYPES.find(
              (type) => words === type || words === fold(t.enums.livestock[type]()),
            );
        if (!chosen || !registerBody.shape.primaryLivestock.safeParse(chosen).success) {
          await say(row, t.whatsapp.signupBadLivestock(), 'signup_bad_livestock');
          return none(await askLivestock(row, t));
        }
        return none(await sendCode(row, t, chosen));
      }
      case 'code': {
        const code = text.replace(/\s+/g, '');
        if (
          /^\d{6}$/.test(code) &&
          row.codeHash &&
          sameDigest(codeHash(row.waId, code), row.codeHash)
        ) {
          return finish(row, t, phone);
        }
        const tries = row.codeTries + 1;
        if (tries >= CODE_TRIES) {
          await repo.saveSignup(row.waId, { step: 'cancelled', codeHash: null, codeTries: tries });
          return none(await say(row, t.whatsapp.signupTooManyTries(), 'signup_too_many_tries'));
        }
        await repo.saveSignup(row.waId, { codeTries: tries });
        return none(await say(row, t.whatsapp.signupBadCode(), 'signup_bad_code'));
      }
      default:
        return none(await offer(row, t));
    }
  }

  return { handle };
}
