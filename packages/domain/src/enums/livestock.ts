import { isOneOf } from './guard';

/** Spec §3: primary livestock types. */
export const LIVESTOCK_TYPES = [
  'cattle',
  'poultry',
  'goats',
  'sheep',
  'pigs',
  'fish',
  'other',
] as const;
export type LivestockType = (typeof LIVESTOCK_TYPES)[number];

/** Spec §3: sub-types per livestock type, in the spec's order. `other` has none. */
export const LIVESTOCK_SUB_TYPES = {
  cattle: ['calf', 'weaner', 'yearling', 'adult'],
  poultry: ['layer', 'pullet', 'broiler', 'cockerel', 'noiler'],
  goats: ['male', 'female'],
  sheep: ['male', 'female'],
  pigs: ['boar', 'sow', 'piglet', 'weaner', 'grower'],
  fish: ['catfish', 'tilapia'],
  other: [],
} as const satisfies Readonly<Record<LivestockType, readonly string[]>>;

export type LivestockSubType<L extends LivestockType = LivestockType> =
  (typeof LIVESTOCK_SUB_TYPES)[L][number];

/**
 * An age band as the spec words it: `min` alone is "over min", `max` alone is "under max",
 * both is "min-max". Kept structured so the UI can translate it.
 */
export interface AgeNote {
  readonly min?: number;
  readonly max?: number;
  readonly unit: 'weeks' | 'years';
}

/**
 * Spec §3 age notes. Keyed by livestock first because `weaner` means 3-10 weeks for pigs but
 * under 1 year for cattle.
 */
export const SUB_TYPE_AGE_NOTES = {
  pigs: {
    boar: { min: 20, unit: 'weeks' },
    sow: { min: 20, unit: 'weeks' },
    piglet: { min: 0, max: 3, unit: 'weeks' },
    weaner: { min: 3, max: 10, unit: 'weeks' },
    grower: { min: 10, max: 18, unit: 'weeks' },
  },
  cattle: {
    calf: { max: 1, unit: 'years' },
    weaner: { max: 1, unit: 'years' },
    yearling: { min: 1, max: 2, unit: 'years' },
    adult: { min: 2, unit: 'years' },
  },
} as const satisfies {
  readonly pigs: Readonly<Record<LivestockSubType<'pigs'>, AgeNote>>;
  readonly cattle: Readonly<Record<LivestockSubType<'cattle'>, AgeNote>>;
};

/** Spec §3 gives cattle a purpose. */
export const CATTLE_PURPOSES = ['dairy', 'beef'] as const;
export type CattlePurpose = (typeof CATTLE_PURPOSES)[number];

export const isLivestockType = (value: unknown): value is LivestockType =>
  isOneOf(LIVESTOCK_TYPES, value);

export const isCattlePurpose = (value: unknown): value is CattlePurpose =>
  isOneOf(CATTLE_PURPOSES, value);

export const subTypesFor = <L extends LivestockType>(
  livestock: L,
): readonly LivestockSubType<L>[] => LIVESTOCK_SUB_TYPES[livestock];

export const isSubTypeOf = <L extends LivestockType>(
  livestock: L,
  value: unknown,
): value is LivestockSubType<L> => isOneOf(subTypesFor(livestock), value);

/** The age note of a sub-type, or undefined for livestock whose sub-types carry none. */
export const ageNoteFor = (livestock: LivestockType, subType: string): AgeNote | undefined => {
  if (livestock !== 'pigs' && livestock !== 'cattle') return undefined;
  const notes: Readonly<Record<string, AgeNote>> = SUB_TYPE_AGE_NOTES[livestock];
  return notes[subType];
};

/** English rendering of an age note, in the spec's words: "over 20 weeks", "0-3 weeks", "under 1 year". */
export const formatAgeNoteEn = (note: AgeNote): string => {
  const unit = (n: number) => (n === 1 ? note.unit.slice(0, -1) : note.unit);
  if (note.min !== undefined && note.max !== undefined) {
    return `${note.min}-${note.max} ${unit(note.max)}`;
  }
  if (note.max !== undefined) return `under ${note.max} ${unit(note.max)}`;
  if (note.min !== undefined) return `over ${note.min} ${unit(note.min)}`;
  return '';
};
