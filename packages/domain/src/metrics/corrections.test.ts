import { describe, expect, it } from 'vitest';
import { animalsPlaced, correctCount, moveAnimals } from './corrections';
import { mortalityRate } from './rates';

describe('correctCount', () => {
  it('sets the live count and carries the difference into animals placed', () => {
    expect(correctCount(150, 148)).toEqual({ ok: true, count: 148, adjustment: -2 });
    expect(correctCount(10, 12)).toEqual({ ok: true, count: 12, adjustment: 2 });
  });

  it('refuses an unchanged count, negatives and fractions', () => {
    expect(correctCount(150, 150)).toEqual({ ok: false, error: 'unchanged' });
    expect(correctCount(150, -1)).toEqual({ ok: false, error: 'invalidInput' });
    expect(correctCount(150, 1.5)).toEqual({ ok: false, error: 'invalidInput' });
  });

  it('keeps mortality over the animals really placed, not the typo', () => {
    // 150 typed, 5 died, the farmer counts 143 (really 148 were placed).
    const fixed = correctCount(145, 143);
    if (!fixed.ok) throw new Error('expected a correction');
    const placed = animalsPlaced(150, fixed.adjustment);
    expect(placed).toBe(148);
    expect(mortalityRate(5, { startCount: placed })).toBe(3.4);
  });
});

describe('moveAnimals', () => {
  it('takes from one side and adds to the other', () => {
    expect(moveAnimals(100, 20, 30)).toEqual({ ok: true, from: 70, to: 50 });
    expect(moveAnimals(30, 0, 30)).toEqual({ ok: true, from: 0, to: 30 });
  });

  it('refuses more than are alive, and zero or fractional moves', () => {
    expect(moveAnimals(10, 0, 11)).toEqual({ ok: false, error: 'notEnough', alive: 10 });
    expect(moveAnimals(10, 0, 0)).toEqual({ ok: false, error: 'invalidInput', alive: 10 });
    expect(moveAnimals(10, 0, 2.5)).toEqual({ ok: false, error: 'invalidInput', alive: 10 });
  });
});

describe('animalsPlaced', () => {
  it('adds the adjustment and never goes below 0', () => {
    expect(animalsPlaced(150, -2)).toBe(148);
    expect(animalsPlaced(10, -20)).toBe(0);
  });
});
