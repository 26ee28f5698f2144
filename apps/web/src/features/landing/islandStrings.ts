import { LOCALE_DISPLAY_NAMES, type Locale, type Translator } from '@kiwo/i18n';

/** A toast's two lines. */
export type ToastText = [title: string, description: string];

/**
 * Every string the island script may show, already translated for the page's language: the
 * prerender writes them as JSON into the page (`<script type="application/json">`), so the
 * island ships no dictionary.
 */
export interface IslandStrings {
  locale: Locale;
  toastRegion: string;
  toastClose: string;
  subscribe: string;
  subscribing: string;
  newsletterInvalid: ToastText;
  newsletterSuccess: ToastText;
  newsletterAlready: ToastText;
  newsletterFailed: ToastText;
  newsletterError: ToastText;
  /** "Language Updated" / "Language changed to Hausa", in this page's language. */
  languageUpdated: ToastText;
  languageFailed: ToastText;
  logout: string;
  loggingOut: string;
  chatLoadFailed: string;
  voiceLoadFailed: string;
}

export function islandStrings(t: Translator, locale: Locale): IslandStrings {
  const n = t.newsletter;
  return {
    locale,
    toastRegion: t.toast.region(),
    toastClose: t.toast.close(),
    subscribe: n.subscribe(),
    subscribing: n.subscribing(),
    newsletterInvalid: [n.invalidTitle(), n.invalidBody()],
    newsletterSuccess: [n.successTitle(), n.successBody()],
    newsletterAlready: [n.alreadyTitle(), n.alreadyBody()],
    newsletterFailed: [n.failedTitle(), n.failedBody()],
    newsletterError: [n.errorTitle(), n.errorBody()],
    languageUpdated: [
      t.shell.languageUpdated(),
      t.shell.languageChangedTo({ language: LOCALE_DISPLAY_NAMES[locale] }),
    ],
    languageFailed: [t.shell.languageFailed(), t.shell.languageFailedBody()],
    logout: t.nav.logout(),
    loggingOut: t.nav.loggingOut(),
    chatLoadFailed: t.chat.loadFailed(),
    voiceLoadFailed: t.voice.loadFailed(),
  };
}

/** JSON safe inside a <script> element: `<` is escaped so no `</script>` can close it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
