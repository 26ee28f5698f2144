import type { Translation } from './locales/i18n-types';

/**
 * How the dictionary's source is organised: each language is a folder of files,
 * `locales/<lang>/<file>.ts`, each holding whole top-level sections (`t.farm.…`), gathered by
 * that folder's `index.ts` into the one dictionary the apps load per language (ADR 0033). This
 * map only serves the authors: a translated file is typed `satisfies PartTranslation<'farm'>`,
 * so a missing or extra key fails the type-check in that file, and `parts.test.ts` checks that
 * every language has the same files holding the same sections. Nothing is loaded by file.
 */
export const PARTS = {
  core: [
    'app',
    'common',
    'nav',
    'routes',
    'placeholder',
    'notFound',
    'month',
    'week',
    'validation',
    'errors',
    'enums',
    'shell',
    'toast',
    'offline',
  ],
  site: ['privacy', 'apiDocs'],
  auth: ['auth'],
  farm: ['farm'],
  agent: ['agent'],
  admin: ['admin'],
  marketplace: ['marketplace'],
  consultations: ['consultations'],
  notifications: ['notifications'],
  chat: ['chat'],
  voice: ['voice'],
  settings: ['settings', 'profile'],
  landing: ['landing', 'home', 'newsletter'],
  ussd: ['ussd'],
  messages: ['messages'],
  whatsapp: ['whatsapp'],
  phone: ['phone'],
  exports: ['csv'],
  demo: ['demo'],
  advisor: ['advisor'],
} as const satisfies Record<string, readonly (keyof Translation)[]>;

/** A source file of each language, `locales/<lang>/<file>.ts`. */
export type Part = keyof typeof PARTS;

/** A file's translation, as `locales/<lang>/<file>.ts` must give it (ha, yo, ig). */
export type PartTranslation<P extends Part> = Pick<Translation, (typeof PARTS)[P][number]>;

export const PART_NAMES = Object.keys(PARTS) as Part[];
