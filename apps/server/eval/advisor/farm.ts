import type { FarmContext } from '../../src/advisor';

/**
 * The farm every "my farm" question of the evaluation set is asked about: three active batches
 * on Thursday 15 January 2026 (the week runs Monday 12th to Sunday 18th, ADR 0040). The figures
 * are consistent with each other, and the set's expected facts are read off them:
 *
 * - Broiler Batch 3: 500 placed, 34 dead (6.8 %), 18 of them this week (18 ÷ 484 alive on
 *   Monday = 3.7 %), 1,850 kg of feed in 30 days, 1.2 kg → 1.6 kg, no sales yet.
 * - Layers House A: 300 placed, 9 dead (3.0 %), 2 this week (0.7 %).
 * - Goat Herd: 20 placed + 4 kids born, 1 dead, 4 sold, 19 alive; sales ₦260,000 against
 *   expenses ₦95,000 over the herd's life: ₦165,000 ahead.
 *
 * Farm-wide, as the dashboard shows it: 44 deaths of 824 placed = 5.3 %; 20 deaths this week.
 *
 * Production, stock and health (the production, stock and health-calendar screens' figures):
 * - Layers House A on the 15th: 247 eggs from 291 hens = domain `layRate` 84.9 % (8 crates and
 *   7 eggs), 6 cracked; 93.1 % on average the days before, and a drop alert from 96.2 % (11.3
 *   points in 3 days); 1,820 eggs and 41 cracked over 7 days.
 * - Goat Herd: 6.5 litres of milk on the 14th, 41 litres over 7 days.
 * - Feed: Layer mash 150 kg left at 50 kg a day = 3 days (low at `STOCK_LOW_DAYS` 3); Broiler
 *   finisher 1,200 kg at 65 kg a day = 18 days.
 * - Health: Fowl pox for Layers House A overdue since the 10th; Gumboro (2nd) for Broiler Batch
 *   3 due from the 13th to the 16th.
 *
 * Amina is a woman: Hausa answers address her with "ki" (ADR 0053).
 */
const EVAL_TODAY = '2026-01-15';

export const EVAL_FARM: FarmContext = {
  firstName: 'Amina',
  role: 'farmer',
  state: 'Kaduna',
  gender: 'female',
  farm: {
    laying: [
      {
        batch: 'Layers House A',
        date: EVAL_TODAY,
        eggs: 247,
        cracked: 6,
        hens: 291,
        layRate: 84.9,
        previousRate: 93.1,
        eggs7d: 1820,
        cracked7d: 41,
        drop: { from: 96.2, to: 84.9, points: 11.3 },
      },
    ],
    milk: [{ batch: 'Goat Herd', date: '2026-01-14', litres: 6.5, litres7d: 41 }],
    feedStock: [
      { item: 'Broiler finisher', onHandKg: 1200, dailyKg: 65, daysLeft: 18, low: false },
      { item: 'Layer mash', onHandKg: 150, dailyKg: 50, daysLeft: 3, low: true },
    ],
    health: [
      {
        batch: 'Layers House A',
        section: 'Main flock',
        item: 'fowlPox',
        kind: 'vaccination',
        status: 'overdue',
        dueFrom: '2025-12-27',
        dueTo: '2026-01-10',
      },
      {
        batch: 'Broiler Batch 3',
        section: 'Pen 1',
        item: 'gumboro2',
        kind: 'vaccination',
        status: 'due',
        dueFrom: '2026-01-13',
        dueTo: '2026-01-16',
      },
    ],
    totalAnimals: 776,
    totalBatches: 4,
    activeBatches: 3,
    livestock: [
      { type: 'poultry', subType: 'broiler', animals: 466, batches: 1 },
      { type: 'poultry', subType: 'layer', animals: 291, batches: 1 },
      { type: 'goats', subType: null, animals: 19, batches: 1 },
    ],
    mortality30d: { current: 30, prior: 12, label: '+150.0%' },
    mortality7d: 22,
    feedKg30d: { current: 2950, prior: 2400, label: '+22.9%' },
    salesNaira30d: { current: 530000, prior: 410000, label: '+29.3%' },
    expensesNaira30d: { current: 750000, prior: 600000, label: '+25.0%' },
    lastRecordDate: '2026-01-15',
    today: EVAL_TODAY,
    weekStart: '2026-01-12',
    deathsThisWeek: 20,
    mortalityRate: 5.3,
    openConsultations: 1,
    batches: [
      {
        name: 'Broiler Batch 3',
        type: 'poultry',
        subType: 'broiler',
        alive: 466,
        placed: 500,
        deaths: 34,
        mortalityRate: 6.8,
        deathsThisWeek: 18,
        mortalityRateThisWeek: 3.7,
        feedKg30d: 1850,
        weightKg: 1.6,
        previousWeightKg: 1.2,
        salesNaira: 0,
        expensesNaira: 950000,
        salesNaira30d: 0,
        expensesNaira30d: 420000,
        lastRecordDate: '2026-01-15',
      },
      {
        name: 'Layers House A',
        type: 'poultry',
        subType: 'layer',
        alive: 291,
        placed: 300,
        deaths: 9,
        mortalityRate: 3,
        deathsThisWeek: 2,
        mortalityRateThisWeek: 0.7,
        feedKg30d: 1100,
        weightKg: 1.7,
        previousWeightKg: 1.7,
        salesNaira: 1200000,
        expensesNaira: 1050000,
        salesNaira30d: 380000,
        expensesNaira30d: 290000,
        lastRecordDate: '2026-01-15',
      },
      {
        name: 'Goat Herd',
        type: 'goats',
        subType: null,
        alive: 19,
        placed: 24,
        deaths: 1,
        mortalityRate: 4.2,
        deathsThisWeek: 0,
        mortalityRateThisWeek: 0,
        feedKg30d: 0,
        weightKg: 22,
        previousWeightKg: 21,
        salesNaira: 260000,
        expensesNaira: 95000,
        salesNaira30d: 150000,
        expensesNaira30d: 40000,
        lastRecordDate: '2026-01-14',
      },
    ],
  },
};
