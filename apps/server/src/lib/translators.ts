import { LOCALES, type Locale, loadLocale, type Translator, translator } from '@kiwo/i18n';

let dictionaries: Promise<Record<Locale, Translator>> | undefined;

/**
 * The four whole dictionaries (server-only sections included: USSD, SMS and email, WhatsApp),
 * loaded once per process, by locale.
 */
export const allTranslators = () => {
  dictionaries ??= Promise.all(LOCALES.map((l) => loadLocale(l))).then(
    () => Object.fromEntries(LOCALES.map((l) => [l, translator(l)])) as Record<Locale, Translator>,
  );
  return dictionaries;
};
