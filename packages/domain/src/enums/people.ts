import { isOneOf } from './guard';

/** Spec §3: registration age ranges. */
export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56-65', '65+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const isAgeRange = (value: unknown): value is AgeRange => isOneOf(AGE_RANGES, value);

/** Spec §3: gender values (used for animals; `castrated` applies to livestock only). */
export const GENDERS = ['male', 'female', 'castrated'] as const;
export type Gender = (typeof GENDERS)[number];

export const isGender = (value: unknown): value is Gender => isOneOf(GENDERS, value);
