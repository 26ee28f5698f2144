import { describe, expect, it } from 'vitest';
import {
  ageNoteFor,
  CATTLE_PURPOSES,
  formatAgeNoteEn,
  isCattlePurpose,
  isLivestockType,
  isSubTypeOf,
  LIVESTOCK_SUB_TYPES,
  LIVESTOCK_TYPES,
  SUB_TYPE_AGE_NOTES,
  subTypesFor,
} from './livestock';

describe('livestock', () => {
  it('lists the seven types', () => {
    expect(LIVESTOCK_TYPES).toEqual([
      'cattle',
      'poultry',
      'goats',
      'sheep',
      'pigs',
      'fish',
      'other',
    ]);
    expect(isLivestockType('goats')).toBe(true);
    expect(isLivestockType('goat')).toBe(false);
  });

  it('lists sub-types exactly as spec §3', () => {
    expect(LIVESTOCK_SUB_TYPES).toEqual({
      cattle: ['calf', 'weaner', 'yearling', 'adult'],
      poultry: ['layer', 'pullet', 'broiler', 'cockerel', 'noiler'],
      goats: ['male', 'female'],
      sheep: ['male', 'female'],
      pigs: ['boar', 'sow', 'piglet', 'weaner', 'grower'],
      fish: ['catfish', 'tilapia'],
      other: [],
    });
  });

  it('has a sub-type list for every livestock type', () => {
    expect(Object.keys(LIVESTOCK_SUB_TYPES).sort()).toEqual([...LIVESTOCK_TYPES].sort());
  });

  it('checks sub-types per livestock', () => {
    expect(subTypesFor('fish')).toEqual(['catfish', 'tilapia']);
    expect(isSubTypeOf('poultry', 'noiler')).toBe(true);
    expect(isSubTypeOf('pigs', 'noiler')).toBe(false);
    expect(isSubTypeOf('pigs', 'weaner')).toBe(true);
    expect(isSubTypeOf('cattle', 'weaner')).toBe(true);
    expect(isSubTypeOf('other', 'anything')).toBe(false);
  });

  it('cattle purposes', () => {
    expect(CATTLE_PURPOSES).toEqual(['dairy', 'beef']);
    expect(isCattlePurpose('beef')).toBe(true);
    expect(isCattlePurpose('meat')).toBe(false);
  });

  describe('age notes', () => {
    it('has one for every pig and cattle sub-type', () => {
      expect(Object.keys(SUB_TYPE_AGE_NOTES.pigs)).toEqual([...LIVESTOCK_SUB_TYPES.pigs]);
      expect(Object.keys(SUB_TYPE_AGE_NOTES.cattle)).toEqual([...LIVESTOCK_SUB_TYPES.cattle]);
    });

    it.each([
      ['pigs', 'boar', 'over 20 weeks'],
      ['pigs', 'sow', 'over 20 weeks'],
      ['pigs', 'piglet', '0-3 weeks'],
      ['pigs', 'weaner', '3-10 weeks'],
      ['pigs', 'grower', '10-18 weeks'],
      ['cattle', 'calf', 'under 1 year'],
      ['cattle', 'weaner', 'under 1 year'],
      ['cattle', 'yearling', '1-2 years'],
      ['cattle', 'adult', 'over 2 years'],
    ] as const)('%s %s: %s', (livestock, subType, text) => {
      const note = ageNoteFor(livestock, subType);
      expect(note).toBeDefined();
      if (note) expect(formatAgeNoteEn(note)).toBe(text);
    });

    it('is undefined where the spec gives none', () => {
      expect(ageNoteFor('poultry', 'layer')).toBeUndefined();
      expect(ageNoteFor('goats', 'male')).toBeUndefined();
      expect(ageNoteFor('pigs', 'layer')).toBeUndefined();
    });

    it('formats an empty note as empty text', () => {
      expect(formatAgeNoteEn({ unit: 'weeks' })).toBe('');
    });
  });
});
