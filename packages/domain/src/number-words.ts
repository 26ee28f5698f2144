/**
 * Counts said as words in the four languages (one to ten; English to twenty), for a farmer who
 * writes or says "three died", "uku sun mutu", "mẹ́ta kú", "atọ nwụrụ". Keys are folded the way
 * the WhatsApp parser folds (lower case, tone marks and dots below dropped, ɗ → d). A word that
 * means something else in another language counts only for its own language's speakers:
 * Yorùbá "kan" (Hausa "on"), Igbo "ise" (Yorùbá "iṣẹ́", work), Igbo "iri" (Yorùbá "rí", saw).
 */
type Language = 'en' | 'ha' | 'yo' | 'ig';

const ANY: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  // Hausa
  daya: 1,
  biyu: 2,
  uku: 3,
  hudu: 4,
  biyar: 5,
  shida: 6,
  bakwai: 7,
  takwas: 8,
  tara: 9,
  goma: 10,
  // Yorùbá (counting forms, and "méjì"/"mẹ́ta" as they are said of things)
  okan: 1,
  meji: 2,
  meta: 3,
  merin: 4,
  marun: 5,
  mefa: 6,
  meje: 7,
  mejo: 8,
  mesan: 9,
  mewa: 10,
  // Igbo
  otu: 1,
  abuo: 2,
  ato: 3,
  ano: 4,
  isii: 6,
  asaa: 7,
  asato: 8,
  itoolu: 9,
  itenaani: 9,
};

const OWN: Partial<Record<Language, Record<string, number>>> = {
  yo: { kan: 1 },
  ig: { ise: 5, iri: 10 },
};

/** The count a folded word names for a speaker of `languages`, or undefined. */
export function numberWord(folded: string, languages: readonly string[]): number | undefined {
  const any = ANY[folded];
  if (any !== undefined) return any;
  for (const language of languages) {
    const own = OWN[language as Language]?.[folded];
    if (own !== undefined) return own;
  }
  return undefined;
}
