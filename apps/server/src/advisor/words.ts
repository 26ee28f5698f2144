import { addressed, loadLocale, type Translator, translator } from '@kiwo/i18n';
import type { AdvisorLanguage } from './types';

/**
 * Everything the advisor says around its knowledge entries: the i18n `advisor` section
 * (packages/i18n `locales/<lang>/advisor.ts`), where translators and reviewers see it.
 */
export type AdvisorWords = Translator['advisor'];

/** Loads a language's words (once per process); `advisorWords` serves them after. */
export const loadAdvisorWords = (language: AdvisorLanguage): Promise<void> => loadLocale(language);

/**
 * The advisor's words in one language for one reader: Hausa speaks to a man, a woman or
 * (gender unknown) in the respectful plural (ADR 0053). Synchronous on purpose: a translator
 * answers every property, `then` included, so a promise resolved with one never settles.
 */
export const advisorWords = (
  language: AdvisorLanguage,
  gender?: 'male' | 'female' | null,
): AdvisorWords => addressed(translator(language), gender).advisor;
