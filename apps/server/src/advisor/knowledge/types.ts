import type { AdvisorLanguage } from '../types';

export type Species = 'poultry' | 'fish' | 'pigs' | 'goats' | 'sheep' | 'cattle' | 'general';

/**
 * One curated piece of advice. English is complete; Hausa, Yorùbá and Igbo bodies are written
 * only where they could be done well (short, plain, reviewed wording) — the advisor says so and
 * answers in English otherwise. Keywords may be in any of the four languages (matching ignores
 * tone marks and hooked letters, so "adie" finds "adìẹ").
 */
export interface KnowledgeEntry {
  /** Stable id, e.g. `poultry-newcastle`; tests and feedback refer to it. */
  id: string;
  species: readonly Species[];
  title: string;
  body: { en: string } & Partial<Record<Exclude<AdvisorLanguage, 'en'>, string>>;
  keywords: readonly string[];
  /** Where the advice comes from: names of real references, no invented links. */
  sources: readonly string[];
  /** Emergencies (sudden deaths, bleeding, notifiable diseases): the answer leads with "call a vet". */
  urgent?: boolean;
  /** Who checked the advice; "pending vet review" until a veterinarian has. */
  reviewedBy?: string;
}
