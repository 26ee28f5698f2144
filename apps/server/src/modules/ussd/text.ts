import { type Locale, loadLocale, type Translator, translator } from '@kiwo/i18n';
import { PLAIN_LETTERS } from '../../lib/gsm7';

/** Feature phones and some networks mangle anything but ASCII: at most 160 characters a screen. */
export const USSD_MAX_CHARS = 160;

/**
 * Plain printable ASCII (and newlines), with the SMS transliteration's one map (ADR 0037):
 * hooked letters to their plain letter (Ƙ→K, ɗ→d, ƴ→y), tone marks and dots below dropped
 * (ẹ→e, ṣ→s, à→a), typographic punctuation made plain; anything else left is removed.
 */
export function toAscii(text: string): string {
  return [...text]
    .map((c) => PLAIN_LETTERS[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\n]/g, '');
}

/** A reply: `CON ` or `END `, ASCII, at most 160 characters (cut with "..." if ever longer). */
export function screen(kind: 'CON' | 'END', body: string): string {
  const text = `${kind} ${toAscii(body)}`;
  return text.length <= USSD_MAX_CHARS ? text : `${text.slice(0, USSD_MAX_CHARS - 3)}...`;
}

/** A name short enough for a menu line, in ASCII. */
export const shortName = (name: string, max = 16) => {
  const ascii = toAscii(name).replace(/\s+/g, ' ').trim();
  return ascii.length <= max ? ascii : `${ascii.slice(0, max - 1)}.`;
};

/** Up to two decimals, no grouping (ASCII, short): 13500.5 → "13500.5", 25 → "25". */
export const num = (n: number) => String(Math.round(n * 100) / 100);

/** The menu's language order (1..4) and each locale's user language. */
export const USSD_LOCALES: readonly Locale[] = ['en', 'ha', 'yo', 'ig'];

let dictionaries: Promise<Record<Locale, Translator>> | undefined;
/** Every USSD screen comes from packages/i18n: the four dictionaries, loaded once per process. */
export const ussdTranslators = () => {
  dictionaries ??= Promise.all(USSD_LOCALES.map((l) => loadLocale(l))).then(
    () =>
      Object.fromEntries(USSD_LOCALES.map((l) => [l, translator(l)])) as Record<Locale, Translator>,
  );
  return dictionaries;
};
