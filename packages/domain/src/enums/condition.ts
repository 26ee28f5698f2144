import { isOneOf } from './guard';

/** Spec §3: condition ratings, best first. */
export const CONDITION_RATINGS = ['excellent', 'good', 'fair', 'poor'] as const;
export type ConditionRating = (typeof CONDITION_RATINGS)[number];

/** Spec §3: "unknown as fallback" — what any unrecognised rating displays as. */
const UNKNOWN_CONDITION = 'unknown';
export type ConditionRatingOrUnknown = ConditionRating | typeof UNKNOWN_CONDITION;

const isConditionRating = (value: unknown): value is ConditionRating =>
  isOneOf(CONDITION_RATINGS, value);

export const normalizeConditionRating = (value: unknown): ConditionRatingOrUnknown =>
  isConditionRating(value) ? value : UNKNOWN_CONDITION;
