import { describe, expect, it } from 'vitest';
import {
  batchProfit,
  daysOfFeedLeft,
  drawDown,
  feedKey,
  feedRate,
  feedUsedCost,
  isLowStock,
  isMedicineLow,
} from './stock';

describe('feed rate and days left', () => {
  it('ten bags of 25 kg at two bags a day last five days', () => {
    const uses = [
      { date: '2026-11-20', kg: 50 },
      { date: '2026-11-21', kg: 50 },
    ];
    expect(feedRate(uses)).toBe(50);
    expect(daysOfFeedLeft(250, uses)).toBe(5);
  });

  it('averages the last seven recorded days only, summing sections of one day', () => {
    const uses = [
      { date: '2026-11-01', kg: 1000 },
      ...[10, 11, 12, 13, 14, 15, 16].map((d) => ({ date: `2026-11-${d}`, kg: 20 })),
      { date: '2026-11-16', kg: 10 },
    ];
    expect(feedRate(uses)).toBe(150 / 7 + 0);
    expect(daysOfFeedLeft(300, uses)).toBe(14);
  });

  it('has no rate without feed and no days when nothing is left', () => {
    expect(daysOfFeedLeft(100, [])).toBeNull();
    expect(daysOfFeedLeft(100, [{ date: '2026-11-01', kg: 0 }])).toBeNull();
    expect(daysOfFeedLeft(-5, [{ date: '2026-11-01', kg: 5 }])).toBe(0);
    expect(isLowStock(3, 3)).toBe(true);
    expect(isLowStock(4, 3)).toBe(false);
    expect(isLowStock(null, 3)).toBe(false);
  });
});

describe('feed used at purchase price', () => {
  it('prices each kilogram at its type average and keeps unpriced kilograms apart', () => {
    const bought = new Map([['starter', { kg: 250 + 250, costKobo: 1_500_000 + 1_700_000 }]]);
    const used = new Map([
      ['starter', 100],
      ['grower', 40],
    ]);
    expect(feedUsedCost(used, bought)).toEqual({ costKobo: 640_000, unpricedKg: 40 });
    expect(feedKey('  Broiler   Starter ')).toBe('broiler starter');
  });
});

describe('batch profit', () => {
  it('adds up by hand', () => {
    const p = batchProfit({
      animalsKobo: 50_000_00,
      feedKobo: 120_000_00,
      medicineKobo: 8_000_00,
      expensesKobo: 2_000_00,
      salesKobo: 300_000_00,
      animalsPlaced: 100,
      liveWeightKg: 200,
    });
    expect(p).toEqual({
      costKobo: 180_000_00,
      profitKobo: 120_000_00,
      costPerAnimalKobo: 1_800_00,
      profitPerAnimalKobo: 1_200_00,
      costPerKgKobo: 900_00,
    });
    expect(
      batchProfit({
        ...p,
        animalsKobo: 0,
        feedKobo: 0,
        medicineKobo: 0,
        expensesKobo: 0,
        salesKobo: 0,
        animalsPlaced: 0,
        liveWeightKg: null,
      }).costPerKgKobo,
    ).toBeNull();
  });
});

describe('draw-down (feed and medicine, one rule)', () => {
  it('takes only what was used on or after the first purchase', () => {
    const uses = [
      { date: '2026-11-01', amount: 40 },
      { date: '2026-11-05', amount: 50 },
      { date: '2026-11-06', amount: 50 },
    ];
    expect(drawDown(250, uses, '2026-11-05')).toEqual({ used: 100, onHand: 150 });
    expect(drawDown(2, [], '2026-11-05')).toEqual({ used: 0, onHand: 2 });
  });

  it('calls a medicine low when one more dose of its last size is not there', () => {
    const doses = [
      { date: '2026-11-05', amount: 1 },
      { date: '2026-11-20', amount: 2 },
    ];
    expect(isMedicineLow(1, doses)).toBe(true);
    expect(isMedicineLow(2, doses)).toBe(false);
    expect(isMedicineLow(3, [])).toBe(false);
    expect(isMedicineLow(0, [])).toBe(true);
  });
});
