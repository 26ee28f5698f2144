import { addressed, formatFarmDayIn, type Locale, localeFromUserLanguage } from '@kiwo/i18n';
import { toGsm7 } from '../../lib/gsm7';
import { allTranslators } from '../../lib/translators';

/** Every SMS and email text comes from packages/i18n: the four dictionaries, loaded once. */
const messageTranslators = allTranslators;

/** The user's language as a locale (English when unknown). */
const localeOf = (language: unknown): Locale => localeFromUserLanguage(language) ?? 'en';

/**
 * The strings of `messages.sms` / `messages.email` in one locale, in a plain object: a translator
 * section is a Proxy that answers `then` too, so a promise must never resolve to one directly.
 */
export async function stringsFor(language: unknown, gender?: unknown) {
  // Hausa speaks to a woman, a man, or (gender unknown) in the respectful plural (ADR 0053).
  const t = addressed((await messageTranslators())[localeOf(language)], gender);
  const months = t.farm.months();
  return {
    sms: t.messages.sms,
    email: t.messages.email,
    /** A farm day as the reader reads it: "26 Nuw 2026", never "2026-11-26" (ADR 0046). */
    day: (date: string) => formatFarmDayIn(months, date),
  };
}

/** An SMS in GSM-7 (ADR 0037): one segment is 160 characters instead of UCS-2's 70. */
export const smsText = (text: string) => toGsm7(text);

/** One SMS segment in GSM-7. */
export const SMS_SEGMENT = 160;

/** Cuts a free text (an answer, a broadcast) so the whole SMS stays within `budget` characters. */
export function fit(text: string, budget: number): string {
  const plain = toGsm7(text).replace(/\s+/g, ' ').trim();
  if (plain.length <= budget) return plain;
  return `${plain.slice(0, Math.max(0, budget - 3)).trimEnd()}...`;
}
