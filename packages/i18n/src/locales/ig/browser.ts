// What a browser loads of this language: every file but the ones no browser screen shows
// (`landing`, rendered at build time; `ussd`, `messages`, `whatsapp`, `phone`), which index.ts
// adds (ADR 0033), and the areas' own files — `agent`, `admin`, `site`, `marketplace`,
// `consultations`, `settings`, `notifications` — which their routes load with them
// (`loadAreaStrings`, ADR 0051, ADR 0076, ADR 0077).
// Imported with `.js`: typesafe-i18n's generator compiles these files and imports them in Node
// as ES modules.
import auth from './auth.js';
import chat from './chat.js';
import core from './core.js';
import farm from './farm.js';
import voice from './voice.js';

/** Igbo, as a browser shows it. */
const browser = {
  ...core,
  ...auth,
  ...farm,
  ...chat,
  ...voice,
};

export default browser;
