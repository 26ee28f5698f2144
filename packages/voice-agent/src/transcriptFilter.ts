import { VOICE_DUPLICATE_LOOKBACK, VOICE_DUPLICATE_WINDOW_MS } from './constants.js';

/** One line of the call transcript (spec §3 "Transcript message"). */
export interface TranscriptMessage {
  text: string;
  type: 'user' | 'ai';
  /** Milliseconds since the epoch (or any monotonic clock the caller uses consistently). */
  timestamp: number;
}

export { isNoise } from './noise.js';

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
