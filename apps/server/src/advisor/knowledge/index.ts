import { loadKnowledge } from './load';
import type { KnowledgeEntry } from './types';

export { KnowledgeFileError, loadKnowledge } from './load';
export { shortSource } from './sources';
export type { KnowledgeEntry, Species } from './types';

/**
 * The whole curated knowledge base, read from `entries/*.md` when the server starts (README.md
 * for how entries are written and reviewed); a malformed file stops the start.
 */
export const KNOWLEDGE: readonly KnowledgeEntry[] = loadKnowledge();
