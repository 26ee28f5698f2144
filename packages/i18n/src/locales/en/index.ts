// The whole dictionary, one file per part (ADR 0018). The parts are imported with `.js`:
// typesafe-i18n's generator compiles this file and imports it in Node as ES modules, which
// need the extension (TypeScript and Vite map it to the .ts file).
import type { BaseTranslation } from '../i18n-types';
import admin from './admin.js';
import agent from './agent.js';
import auth from './auth.js';
import chat from './chat.js';
import consultations from './consultations.js';
import core from './core.js';
import farm from './farm.js';
import marketplace from './marketplace.js';
import messages from './messages.js';
import notifications from './notifications.js';
import settings from './settings.js';
import site from './site.js';
import ussd from './ussd.js';
import voice from './voice.js';

/**
 * English, the base locale. Every key here must exist, translated, in ha, yo and ig
 * (the completeness test in ../../completeness.test.ts fails otherwise).
 */
const en = {
  ...core,
  ...site,
  ...auth,
  ...farm,
  ...agent,
  ...admin,
  ...marketplace,
  ...consultations,
  ...notifications,
  ...chat,
  ...voice,
  ...settings,
  ...ussd,
  ...messages,
} satisfies BaseTranslation;

export default en;
