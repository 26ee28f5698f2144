/*
 * What the prerendered page and the island script agree on. Kept free of imports so the island
 * bundle pulls in nothing with it.
 */

/** Id of the `<script type="application/json">` holding the page's `IslandStrings`. */
export const ISLAND_STRINGS_ID = 'landing-strings';

/** localStorage keys shared with the app's stores (spec §4). */
export const THEME_KEY = 'theme';
export const LANGUAGE_KEY = 'language';
export const AUTH_KEY = 'auth-storage';

/**
 * The cookie that tells the server which prerendered language to send for `/` (ADR 0014). It
 * mirrors the local language choice; the app's locale store writes it too.
 */
const LANGUAGE_COOKIE = 'language';

/** The `?lang=` query that asks for one language explicitly (language switch, hreflang). */
export const LANGUAGE_QUERY = 'lang';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const languageCookie = (locale: string) =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;

/** The signed-out WhatsApp panel, the React assistant's mount point and its panel id. */
export const CHAT_CONTACT_ID = 'kiwo-chat-contact';
export const CHAT_ROOT_ID = 'kiwo-chat-root';
export const CHAT_ASSISTANT_ID = 'kiwo-chat';

/** Where the island mounts the voice dialog (React) for a signed-in user. */
export const VOICE_ROOT_ID = 'kiwo-voice-root';
