/**
 * Spec §5 noise rules, shared by the browser client (turn machine) and the IVR server, which
 * marks such transcriptions `filtered` before they reach the client. No DOM types here: the
 * server imports this file through the `./noise` subpath.
 */

/**
 * Transcriptions containing one of these (case-insensitive) are speech-to-text hallucinations on
 * noise, not speech (spec §5).
 */
export const NOISE_PHRASES = [
  'film was shot in',
  'united states and australia',
  'background music',
  'silence',
] as const;

/** A transcription that is only one of these fillers is ignored (spec §5). */
export const FILLER_WORDS = ['um', 'uh', 'hmm', 'ah'] as const;

const FILLERS: ReadonlySet<string> = new Set(FILLER_WORDS);

/**
 * Why a transcription is not worth sending (spec §5), or null when it is speech: `empty`, a known
 * speech-to-text hallucination phrase (`noise-phrase`, case-insensitive), or a lone filler such
 * as "Um." or "hmmm..." (`filler`).
 */
export function noiseReason(
  text: string | null | undefined,
): 'empty' | 'noise-phrase' | 'filler' | null {
  const lower = (text ?? '').trim().toLowerCase();
  if (lower === '') return 'empty';
  if (NOISE_PHRASES.some((phrase) => lower.includes(phrase))) return 'noise-phrase';
  // Strip punctuation and brackets ("[Um]", "Uh...", "Hmm?") before the filler check.
  const bare = lower.replace(/[^\p{L}\p{N}\s]/gu, '').trim();
  if (bare === '') return 'empty';
  // Stretched fillers ("ummm", "hmmmm", "ahh") count as the filler itself.
  return FILLERS.has(bare) || /^(u+m+|u+h+|h+m+|a+h+)$/u.test(bare) ? 'filler' : null;
}

/** True when a transcription is empty, a noise phrase or a lone filler (spec §5). */
export const isNoise = (text: string | null | undefined): boolean => noiseReason(text) !== null;
