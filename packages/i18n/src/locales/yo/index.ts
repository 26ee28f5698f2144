// The whole dictionary: what a browser loads (./browser.ts), the areas' own files (agent,
// admin, site, marketplace, consultations, settings, notifications: loaded by their routes,
// ADR 0051, ADR 0076, ADR 0077), the landing page rendered at build time and the sections only
// servers speak, in SMS, email and USSD (ADR 0033). Imported with `.js`: typesafe-i18n's
// generator compiles this file and imports it in Node as ES modules.
import type { Translation } from '../i18n-types';
import admin from './admin.js';
import advisorFiles from './advisor.js';
import agent from './agent.js';
import browser from './browser.js';
import consultations from './consultations.js';
import demo from './demo.js';
import csvFiles from './exports.js';
import landing from './landing.js';
import marketplace from './marketplace.js';
import messages from './messages.js';
import notifications from './notifications.js';
import phone from './phone.js';
import settings from './settings.js';
import site from './site.js';
import ussd from './ussd.js';
import whatsapp from './whatsapp.js';

/** Yorùbá. */
const yo = {
  ...browser,
  ...agent,
  ...admin,
  ...site,
  ...marketplace,
  ...consultations,
  ...settings,
  ...notifications,
  ...landing,
  ...ussd,
  ...messages,
  ...whatsapp,
  ...phone,
  ...csvFiles,
  ...demo,
  ...advisorFiles,
} satisfies Translation;

export default yo;
