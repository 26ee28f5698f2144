import type { KnowledgeEntry, Species } from '../knowledge';
import {
  analyze,
  editDistance,
  type SPECIES_CONCEPTS,
  type Token,
  tokenize,
  variants,
} from './text';

/**
 * BM25F over the knowledge base: each entry is four fields (title, keywords, English body, the
 * local-language bodies) with their own weight and length normalisation. Concept tokens make
 * languages and synonyms meet; the species named in a question (or, failing that, kept on the
 * farm) steers the ranking toward that animal.
 */

interface Field {
  weight: number;
  /** Length normalisation strength (BM25 `b`): titles and keyword lists barely need it. */
  b: number;
  text: (entry: KnowledgeEntry) => string;
}

const FIELDS: Field[] = [
  { weight: 2.5, b: 0.3, text: (e) => e.title },
  { weight: 2, b: 0.3, text: (e) => e.keywords.join(' . ') },
  { weight: 1, b: 0.75, text: (e) => e.body.en },
  { weight: 1, b: 0.75, text: (e) => [e.body.ha, e.body.yo, e.body.ig].filter(Boolean).join(' ') },
];

const K1 = 1.2;
/** Concepts are broad ("@poultry" is in a third of the entries): they count for less. */
const CONCEPT_WEIGHT = 0.6;

const SPECIES_OF_CONCEPT: Record<(typeof SPECIES_CONCEPTS)[number], Species> = {
  '@poultry': 'poultry',
  '@goat': 'goats',
  '@sheep': 'sheep',
  '@cattle': 'cattle',
  '@pig': 'pigs',
  '@fish': 'fish',
};

interface SearchHit {
  entry: KnowledgeEntry;
  score: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /**
   * How much of the question the best entry explains: the IDF-weighted share of the question's
   * words (or their concepts) found in it. Unknown words ("bitcoin") weigh the most, so an
   * off-topic question scores low even when one common word matches.
   */
  coverage: number;
  /** Species the question names (empty when it names none). */
  species: Species[];
}

interface Doc {
  entry: KnowledgeEntry;
  fields: { tf: Map<string, number>; length: number }[];
  terms: Set<string>;
}

export interface SearchOptions {
  /** Species kept on the farm: a gentle preference when the question names none. */
  farmSpecies?: readonly Species[];
  /**
   * Shortest word corrected for a typing slip. Yorùbá and Igbo words without their tone marks are
   * short and often one letter apart ("ìgbín" snail, "ìgbẹ́" droppings), so they are left longer.
   */
  minCorrected?: number;
  limit?: number;
}

export function createIndex(entries: readonly KnowledgeEntry[]) {
  const docs: Doc[] = entries.map((entry) => {
    const fields = FIELDS.map((field) => {
      const tokens = tokenize(field.text(entry));
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      return { tf, length: tokens.length };
    });
    return { entry, fields, terms: new Set(fields.flatMap((f) => [...f.tf.keys()])) };
  });
  const averages = FIELDS.map(
    (_, i) => docs.reduce((sum, d) => sum + (d.fields[i]?.length ?? 0), 0) / docs.length || 1,
  );
  const df = new Map<string, number>();
  for (const doc of docs) for (const t of doc.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const vocabulary = [...df.keys()].filter((t) => !t.startsWith('@'));
  const n = docs.length;
  const idf = (term: string) => {
    const d = df.get(term) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };

  /** A word the base does not know, mapped to a known one a typing slip away ("newcastel"). */
  const correct = (term: string, minLength: number): string => {
    if (df.has(term)) return term;
    const base = variants(term).find((form) => df.has(form));
    if (base) return base;
    if (term.length < minLength) return term;
    const max = term.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
      const d = editDistance(term, candidate, max);
      if (d < bestDistance || (d === bestDistance && best && idf(candidate) > idf(best))) {
        best = candidate;
        bestDistance = d;
      }
    }
    return best ?? term;
  };

  const termScore = (doc: Doc, term: string) => {
    let weighted = 0;
    FIELDS.forEach((field, i) => {
      const f = doc.fields[i];
      const tf = f?.tf.get(term) ?? 0;
      if (tf === 0 || !f) return;
      const norm = 1 - field.b + field.b * (f.length / (averages[i] ?? 1));
      weighted += (field.weight * tf) / norm;
    });
    return weighted === 0 ? 0 : (idf(term) * weighted) / (K1 + weighted);
  };

  const search = (query: string, options: SearchOptions = {}): SearchResult => {
    const tokens: Token[] = analyze(query).map((t) => ({
      term: t.term === undefined ? undefined : correct(t.term, options.minCorrected ?? 5),
      concept: t.concept,
    }));
    const weights = new Map<string, number>();
    for (const { term, concept } of tokens) {
      if (term) weights.set(term, 1);
      if (concept && !weights.has(concept)) weights.set(concept, CONCEPT_WEIGHT);
    }
    const named = [
      ...new Set(
        tokens
          .map((t) => SPECIES_OF_CONCEPT[t.concept as keyof typeof SPECIES_OF_CONCEPT])
          .filter((s): s is Species => s !== undefined),
      ),
    ];

    const scored = docs.map((doc) => {
      let score = 0;
      for (const [term, weight] of weights) score += weight * termScore(doc, term);
      return {
        entry: doc.entry,
        score: score * speciesFactor(doc.entry, named, options.farmSpecies),
      };
    });
    const hits = scored
      .filter((h) => h.score > 0)
      .sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id))
      .slice(0, options.limit ?? 5);

    const top = hits[0] && docs.find((d) => d.entry === hits[0]?.entry);
    let known = 0;
    let total = 0;
    const seen = new Set<string>();
    for (const { term, concept } of tokens) {
      const key = term ?? concept ?? '';
      if (!term || seen.has(key)) continue;
      seen.add(key);
      const weight = idf(term);
      total += weight;
      if (top && (top.terms.has(term) || (concept !== undefined && top.terms.has(concept)))) {
        known += weight;
      }
    }
    const coverage = total === 0 ? (top && named.length > 0 ? 0.5 : 0) : known / total;
    return { hits, coverage, species: named };
  };

  return { search, size: n };
}

/** Entries about the animal asked about rank first; other animals' entries fall far behind. */
function speciesFactor(
  entry: KnowledgeEntry,
  named: readonly Species[],
  farm: readonly Species[] = [],
): number {
  const about = (list: readonly Species[]) => entry.species.some((s) => list.includes(s));
  if (named.length > 0) {
    if (about(named)) return 1;
    return entry.species.includes('general') ? 0.8 : 0.35;
  }
  if (farm.length > 0 && about(farm)) return 1.2;
  return 1;
}

export type KnowledgeIndex = ReturnType<typeof createIndex>;
