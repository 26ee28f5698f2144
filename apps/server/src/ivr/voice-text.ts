import type { SpeechLanguage } from './speech/types';

/**
 * Words the service says or listens for, in the four languages. The spoken answer is cut into
 * parts of about PART_CHARS (whole sentences), so a caller hears a short answer first and asks
 * for the rest ("continue", "tell me more", "ci gaba", "tẹ̀síwájú", "gaa n'ihu").
 */

/** About 20–25 s of speech at 150 words a minute. */
const PART_CHARS = 360;

/** Said (and shown) before an answer to an interruption when the client asks for a filler. */
const FILLERS: Record<SpeechLanguage, readonly string[]> = {
  en: ['Okay.', 'Alright.', 'I see.', 'Got it.'],
  ha: ['To.', 'Na ji.', 'Madalla.'],
  yo: ['Ó dáa.', 'Mo gbọ́.', 'Ó yé mi.'],
  ig: ['Ọ dị mma.', 'Anụla m.', 'Ọ ghọtara m.'],
};

/** After a part with more to come: how to hear the rest. */
export const MORE_HINT: Record<SpeechLanguage, string> = {
  en: 'Say “continue” to hear more.',
  ha: 'Ka ce “ci gaba” don ka ji ƙari.',
  yo: 'Sọ pé “tẹ̀síwájú” láti gbọ́ sí i.',
  ig: 'Kwuo “gaa n’ihu” ka ị nụkwuo.',
};

/** A continuation was asked for but the last answer was already said in full. */
export const NOTHING_MORE: Record<SpeechLanguage, string> = {
  en: 'That was all of my answer. Ask me another question.',
  ha: 'Wannan ne duka amsata. Ka sake tambaya ta.',
  yo: 'Ìdáhùn mi parí síbẹ̀. Bi mí ní ìbéèrè mìíràn.',
  ig: 'Nke ahụ bụ azịza m niile. Jụọ m ajụjụ ọzọ.',
};

/**
 * Shown (not spoken) once a call when no speech provider hears and speaks the caller's language:
 * the answers come as text in that language (ADR 0050).
 */
export const NO_VOICE: Record<Exclude<SpeechLanguage, 'en'>, string> = {
  ha: '(Babu muryar Hausa tukuna: zan amsa maka a rubuce a nan, da Hausa.)',
  yo: '(Kò tíì sí ohùn Yorùbá: màá dáhùn ní kíkọ sí ibí, ní Yorùbá.)',
  ig: '(Olu Igbo adịbeghị: m ga-aza gị n’ederede ebe a, n’Igbo.)',
};

/**
 * A doubtful transcription (ADR 0050): said instead of guessing, with
 * typed chat offered (the voice call has no keypad).
 */
export const NOT_CAUGHT: Record<SpeechLanguage, string> = {
  en: 'I didn’t catch that. Please say it again, or type your question in the chat.',
  ha: 'Ban ji abin da ka faɗa ba. Don Allah sake faɗa, ko ka rubuta tambayarka a cikin hira.',
  yo: 'Mi ò gbọ́ ohun tí o sọ dáadáa. Jọ̀wọ́ tún un sọ, tàbí kọ ìbéèrè rẹ sínú ìfọ̀rọ̀wérọ̀.',
  ig: 'Anụghị m ihe i kwuru nke ọma. Biko kwuo ya ọzọ, ma ọ bụ dee ajụjụ gị na nkata.',
};

/** What a recogniser that only knows its grammar heard, read back before it is answered. */
export const READ_BACK: Record<SpeechLanguage, (question: string) => string> = {
  en: (q) => `You asked: “${q}”. Is that right? Say yes, or ask again.`,
  ha: (q) => `Ka tambaya: “${q}”. Haka ne? Ka ce i, ko ka sake tambaya.`,
  yo: (q) => `O béèrè pé: “${q}”. Ṣé bẹ́ẹ̀ ni? Sọ pé bẹ́ẹ̀ ni, tàbí tún béèrè.`,
  ig: (q) => `Ị jụrụ: “${q}”. Ọ̀ bụ ya? Kwuo ee, ma ọ bụ jụọ ọzọ.`,
};

/** The caller said the read-back was wrong. */
export const ASK_AGAIN: Record<SpeechLanguage, string> = {
  en: 'Okay. Please ask again, or type your question in the chat.',
  ha: 'To. Don Allah sake tambaya, ko ka rubuta tambayarka a cikin hira.',
  yo: 'Ó dáa. Jọ̀wọ́ tún béèrè, tàbí kọ ìbéèrè rẹ sínú ìfọ̀rọ̀wérọ̀.',
  ig: 'Ọ dị mma. Biko jụọ ọzọ, ma ọ bụ dee ajụjụ gị na nkata.',
};

/** Replies to a read-back, in any of the four languages (folded: no tone marks). */
const YES = new Set([
  'yes',
  'yeah',
  'yes please',
  'okay',
  'ok',
  'correct',
  'right',
  'that is right',
  'i',
  'eh',
  "na'am",
  'haka ne',
  'beeni',
  'bee ni',
  'ee',
  'o bu ya',
]);
const NO = new Set([
  'no',
  'nope',
  'wrong',
  'no it is not',
  "a'a",
  'babu',
  'rara',
  'ko',
  'mba',
  'o bughi ya',
]);

/** "yes" or "no" to a read-back, or null for anything else (a new question). */
export function confirmation(text: string): 'yes' | 'no' | null {
  const words = foldWords(text);
  if (YES.has(words)) return 'yes';
  if (NO.has(words)) return 'no';
  return null;
}

/** Utterances that ask for the rest of the previous answer, in any of the four languages. */
export const CONTINUE_PHRASES = [
  'continue',
  'go on',
  'carry on',
  'tell me more',
  'more',
  'what else',
  'and then',
  'keep going',
  'ci gaba',
  'ci gaba da',
  'ƙari',
  'tẹ̀síwájú',
  'tesiwaju',
  'máa bá a lọ',
  'gaa n’ihu',
  "gaa n'ihu",
  'gaa n ihu',
  'kwukwuo',
] as const;

/** Lower case, no tone marks or punctuation, one space between words. */
export const foldWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const CONTINUE = new Set(CONTINUE_PHRASES.map(foldWords));

/** True when the whole utterance asks to continue ("Continue.", "please tell me more"). */
export function asksToContinue(text: string): boolean {
  const words = foldWords(text)
    .replace(/^(please|okay|ok|yes) /, '')
    .replace(/ please$/, '');
  return CONTINUE.has(words);
}

/**
 * Splits an answer into spoken parts of whole sentences, each at most about `max` characters
 * (a single longer sentence stays whole).
 */
export function splitParts(text: string, max = PART_CHARS): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .match(/[^.!?]+(?:[.!?]+["”’)]*|$)\s*/g);
  if (!sentences) return [];
  const parts: string[] = [];
  let current = '';
  for (const sentence of sentences.map((s) => s.trim()).filter(Boolean)) {
    if (current && current.length + 1 + sentence.length > max) {
      parts.push(current);
      current = sentence;
    } else current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) parts.push(current);
  return parts;
}

/** A filler for an interruption, varied by turn so the caller does not hear the same one. */
export const fillerFor = (language: SpeechLanguage, turn: number): string => {
  const list = FILLERS[language];
  return list[turn % list.length] ?? list[0] ?? '';
};
