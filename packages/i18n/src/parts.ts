import type { Translation } from './locales/i18n-types';

/**
 * The dictionary's parts (ADR 0018): each is one file per language,
 * `locales/<lang>/<part>.ts`, and its own chunk in the web build, so a screen downloads only the
 * strings it shows. `core` holds what every screen may use (the shell, route titles, validation
 * and error messages, enumerations, the offline status) and is always loaded; the others belong
 * to an area and are loaded with the route or lazy feature that shows them.
 */
export const PARTS = {
  core: [
    'app',
    'nav',
    'routes',
    'placeholder',
    'notFound',
    'week',
    'validation',
    'errors',
    'enums',
    'shell',
    'toast',
    'offline',
  ],
  site: ['landing', 'home', 'newsletter', 'privacy', 'apiDocs'],
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
  ussd: ['ussd'],
  messages: ['messages'],
} as const satisfies Record<string, readonly (keyof Translation)[]>;

export type Part = keyof typeof PARTS;

/** Every part but `core`, which is always loaded. */
export type AreaPart = Exclude<Part, 'core'>;

/** The top-level sections of the dictionary, `t.<section>.…`. */
export type Section = (typeof PARTS)[Part][number];

/** A part's translation, as `locales/<lang>/<part>.ts` must give it (ha, yo, ig). */
export type PartTranslation<P extends Part> = Pick<Translation, (typeof PARTS)[P][number]>;

export const PART_NAMES = Object.keys(PARTS) as Part[];

const SECTION_PART = new Map<string, Part>(
  PART_NAMES.flatMap((part) => PARTS[part].map((section) => [section, part] as const)),
);

/** The part that holds a top-level section (`farm` for `t.farm.…`, `core` for `t.nav.…`). */
export const partOfSection = (section: string): Part | undefined => SECTION_PART.get(section);
