import type { AdvisorLanguage } from '../types';

export type Species = 'poultry' | 'fish' | 'pigs' | 'goats' | 'sheep' | 'cattle' | 'general';

/**
 * One curated piece of advice, loaded from its Markdown file in `entries/` (see README.md and
 * `load.ts`). Every entry has its text in all four languages; English is the reference.
 */
export interface KnowledgeEntry {
  /** Stable id, e.g. `poultry-newcastle` (the file name); tests and feedback refer to it. */
  id: string;
  species: readonly Species[];
  title: string;
  body: Record<AdvisorLanguage, string>;
  /** Retrieval words of every language together (matching ignores tone marks and hooked letters). */
  keywords: readonly string[];
  /** The same words as the file lists them, per language, for review. */
  keywordsByLanguage: Record<AdvisorLanguage, readonly string[]>;
  /** Where the advice comes from: full citations of `sources.ts`, no invented links. */
  sources: readonly string[];
  /** Emergencies (sudden deaths, bleeding, notifiable diseases): the answer leads with "call a vet". */
  urgent: boolean;
  /** Who checked the advice; "pending vet review" until a veterinarian has. */
  reviewedBy: string;
  /** The file it was read from (absolute), for error messages and review links. */
  file: string;
}
