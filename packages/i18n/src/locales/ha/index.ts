// The whole dictionary: what a browser loads (./browser.ts) and the sections only servers
// speak, in SMS, email and USSD (ADR 0033). Imported with `.js`: typesafe-i18n's generator
// compiles this file and imports it in Node as ES modules.
import type { Translation } from '../i18n-types';
import browser from './browser.js';
import messages from './messages.js';
import phone from './phone.js';
import ussd from './ussd.js';

/** Hausa. */
const ha = {
  ...browser,
  ...ussd,
  ...messages,
  ...phone,
} satisfies Translation;

export default ha;
