import { cattle } from './cattle';
import { fish } from './fish';
import { general } from './general';
import { pigs } from './pigs';
import { poultry } from './poultry';
import { smallRuminants } from './small-ruminants';
import type { KnowledgeEntry } from './types';

export { shortSource } from './sources';
export type { KnowledgeEntry, Species } from './types';

/** The whole curated knowledge base (see README.md for how it is written and reviewed). */
export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...poultry,
  ...fish,
  ...pigs,
  ...smallRuminants,
  ...cattle,
  ...general,
];
