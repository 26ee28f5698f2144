/**
 * The knowledge base's entries are written in Hausa to a man (`knowledge/entries/*.md`); these
 * words change for a woman and for a reader whose gender is not known (the respectful `ku`).
 */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const HAUSA_FORMS: Record<string, { female: string; unknown: string }> = {
  ka: { female: 'ki', unknown: 'ku' },
  kana: { female: 'kina', unknown: 'kuna' },
  kake: { female: 'kike', unknown: 'kuke' },
  maka: { female: 'miki', unknown: 'muku' },
  kanka: { female: 'kanki', unknown: 'kanku' },
  jiharka: { female: 'jiharki', unknown: 'jiharku' },
  bayananka: { female: 'bayananki', unknown: 'bayananku' },
};
const HAUSA_WORD = new RegExp(
  `(?<![\\p{L}'’])(${Object.keys(HAUSA_FORMS).join('|')})(?![\\p{L}'’])`,
  'giu',
);

/**
 * A knowledge entry's Hausa, written to a man, for this reader (ADR 0053): "Ka ware…" becomes
 * "Ki ware…" for a woman and "Ku ware…" when the gender is not known.
 */
export function addressHausa(text: string, gender?: 'male' | 'female' | null): string {
  if (gender === 'male') return text;
  return text.replace(HAUSA_WORD, (word) => {
    const form = HAUSA_FORMS[word.toLowerCase()]?.[gender ?? 'unknown'] ?? word;
    return word[0] === word[0]?.toUpperCase() ? capitalised(form) : form;
  });
}
