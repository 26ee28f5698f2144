// What a browser loads of this language: every file but the ones no browser screen shows
// (`landing`, rendered at build time; `ussd`, `messages`, `whatsapp`, `phone`), which index.ts adds (ADR 0033),
// and `admin`, which the admin routes load on their own (`loadConsoleStrings`, ADR 0051).
// Imported with `.js`: typesafe-i18n's generator compiles these files and imports them in Node
// as ES modules.
import agent from './agent.js';
import auth from './auth.js';
import chat from './chat.js';
import consultations from './consultations.js';
import core from './core.js';
import farm from './farm.js';
import marketplace from './marketplace.js';
import notifications from './notifications.js';
import settings from './settings.js';
import site from './site.js';
import voice from './voice.js';

/** English, as a browser shows it. */
const browser = {
  ...core,
  ...site,
  ...auth,
  ...farm,
  ...agent,
  ...marketplace,
  ...consultations,
  ...notifications,
  ...chat,
  ...voice,
  ...settings,
};

export default browser;
