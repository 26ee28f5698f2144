import {
  FILLER_WORDS,
  NOISE_PHRASES,
  VOICE_DUPLICATE_LOOKBACK,
  VOICE_DUPLICATE_WINDOW_MS,
} from './constants';

/** One line of the call transcript (spec §3 "Transcript message"). */
export interface TranscriptMessage {
  text: string;
  type: 'user' | 'ai';
  /** Milliseconds since the epoch (or any monotonic clock the caller uses consistently). */
  timestamp: number;
}

const FILLERS: ReadonlySet<string> = new Set(FILLER_WORDS);

/**
 * True when a transcription is not worth sending (spec §5): empty, containing a known
 * speech-to-text hallucination phrase (case-insensitive), or a lone filler such as "Um." or
 * "hmmm...".
 */
export function isNoise(text: string | null | undefined): boolean {
  const lower = (text ?? '').trim().toLowerCase();
  if (lower === '') return true;
  if (NOISE_PHRASES.some((phrase) => lower.includes(phrase))) return true;
  // Strip punctuation and brackets ("[Um]", "Uh...", "Hmm?") before the filler check.
  const bare = lower.replace(/[^\p{L}\p{N}\s]/gu, '').trim();
  if (bare === '') return true;
  // Stretched fillers ("ummm", "hmmmm", "ahh") count as the filler itself.
  return FILLERS.has(bare) || /^(u+m+|u+h+|h+m+|a+h+)$/u.test(bare);
}

export interface DuplicateFilterOptions {
  /** @default 2000 */
  windowMs?: number;
  /** How many of the latest messages are compared. @default 5 */
  lookback?: number;
}

/**
 * True when an identical message of the same type was added within the window among the last few
 * messages (spec §5), so the new one should not be added. Text is compared after trimming.
 */
export function isDuplicate(
  transcript: readonly TranscriptMessage[],
  candidate: TranscriptMessage,
  {
    windowMs = VOICE_DUPLICATE_WINDOW_MS,
    lookback = VOICE_DUPLICATE_LOOKBACK,
  }: DuplicateFilterOptions = {},
): boolean {
  const text = candidate.text.trim();
  return transcript
    .slice(-lookback)
    .some(
      (m) =>
        m.type === candidate.type &&
        m.text.trim() === text &&
        Math.abs(candidate.timestamp - m.timestamp) <= windowMs,
    );
}

/** Appends `message` unless it is a duplicate; returns the same array when nothing was added. */
export function addTranscriptMessage(
  transcript: readonly TranscriptMessage[],
  message: TranscriptMessage,
  options?: DuplicateFilterOptions,
): readonly TranscriptMessage[] {
  return isDuplicate(transcript, message, options) ? transcript : [...transcript, message];
}
