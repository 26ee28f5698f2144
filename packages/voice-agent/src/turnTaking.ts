import { VOICE_SAMPLE_RATE } from './constants.js';

/**
 * Tunable parts of turn-taking, pure: backchannel detection and "what the caller heard".
 * Defaults of the interruption policy live here; the spec's numbers stay in constants.ts.
 */

/**
 * Acknowledgements that keep the AI talking, per language (`'*'`: all). English "okay" and "yes"
 * are said in every language of a Nigerian call; Hausa "to", "ehen"; Yorùbá "ehen", "ó dáa";
 * Igbo "ọ dị mma", "ee".
 */
export const DEFAULT_BACKCHANNELS: Readonly<Record<string, readonly string[]>> = {
  '*': ['okay', 'ok', 'yes', 'yeah', 'mm-hmm', 'uh-huh', 'ehen'],
  en: ['right', 'i see', 'alright', 'sure', 'go on'],
  ha: ['to', 'toh', 'eh', 'ehe', 'na ji', 'haka ne', 'i'],
  yo: ['ó dáa', 'o daa', 'bẹ́ẹ̀ ni', 'beeni', 'ẹ ṣé', 'òótọ́'],
  ig: ['ọ dị mma', 'o di mma', 'ee', 'ehe', 'eziokwu'],
};

/** Lower case, NFC, punctuation to spaces, single spaces. Letters with tones and dots stay. */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const wordCount = (text: string) => normalizeWords(text).split(' ').filter(Boolean).length;

/** The utterance is made only of backchannel phrases of `language` (or `'*'`). */
export function isBackchannel(
  text: string,
  language: string,
  lists: Readonly<Record<string, readonly string[]>> = DEFAULT_BACKCHANNELS,
): boolean {
  const base = language.split('-')[0] ?? language;
  const phrases = [...(lists['*'] ?? []), ...(lists[language] ?? []), ...(lists[base] ?? [])]
    .map(normalizeWords)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  let rest = ` ${normalizeWords(text)} `;
  if (rest.trim() === '') return false;
  // Repeats ("yes yes") share their spaces, so one pass leaves every other one: to a fixed point.
  for (let before = ''; before !== rest; ) {
    before = rest;
    for (const phrase of phrases) rest = rest.split(` ${phrase} `).join(' ');
  }
  return rest.trim() === '';
}

/** Milliseconds of 16 kHz speech. */
export const speechMs = (samples: number) => (samples / VOICE_SAMPLE_RATE) * 1000;

/**
 * The words of `text` the caller heard when playback stood at `fraction` (0–1) of the audio:
 * the proportional prefix, finished to the end of the word it cut. '' when nothing was heard.
 */
export function heardText(text: string, fraction: number): string {
  if (!(fraction < 1)) return text;
  if (!(fraction > 0)) return '';
  const cut = Math.round(text.length * fraction);
  const end = text.slice(cut).search(/\s/);
  return (end === -1 ? text : text.slice(0, cut + end)).trim();
}
