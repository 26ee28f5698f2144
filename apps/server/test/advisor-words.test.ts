import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdvisorLanguage,
  advisorWords,
  type FarmContext,
  loadAdvisorWords,
} from '../src/advisor';
import { type FarmAsk, farmAnswer } from '../src/advisor/offline/farm-answers';
import { farmLines } from '../src/advisor/offline/farm-lines';

// Every word the offline advisor says comes from the i18n `advisor` section: each answer it
// builds from a farm's figures, in each language, for each reader, is whole — every parameter
// filled, numbers written as a Nigerian reader writes them. (Key and parameter parity of the
// section itself: packages/i18n completeness.test.ts and language/switches.test.ts.)

const LANGUAGES: AdvisorLanguage[] = ['en', 'ha', 'yo', 'ig'];

const batch = (name: string, deaths: number, extra: object = {}) => ({
  name,
  type: 'poultry',
  subType: 'layer',
  alive: 12_000,
  placed: 12_500,
  deaths,
  mortalityRate: 4.25,
  deathsThisWeek: deaths > 0 ? 7 : 0,
  mortalityRateThisWeek: 0.5,
  feedKg30d: 12_500,
  weightKg: 1.8,
  previousWeightKg: 1.6,
  salesNaira: 40_000,
  expensesNaira: 52_500,
  salesNaira30d: 12_500,
  expensesNaira30d: 3_000,
  lastRecordDate: '2026-11-26',
  ...extra,
});

const context: FarmContext = {
  firstName: 'Amina',
  role: 'farmer',
  state: 'Kano',
  farm: {
    totalAnimals: 24_000,
    totalBatches: 2,
    activeBatches: 2,
    livestock: [{ type: 'poultry', subType: 'layer', animals: 24_000, batches: 2 }],
    mortality30d: { current: 30, prior: 10, label: '+200%' },
    mortality7d: 24,
    feedKg30d: { current: 12_500, prior: 12_000, label: '+4.2%' },
    salesNaira30d: { current: 12_500, prior: 0, label: 'New' },
    expensesNaira30d: { current: 3_000, prior: 3_000, label: '±0%' },
    lastRecordDate: '2026-11-26',
    today: '2026-11-27',
    weekStart: '2026-11-23',
    deathsThisWeek: 7,
    mortalityRate: 4.25,
    openConsultations: 1,
    batches: [batch('House A', 500), batch('House B', 1, { weightKg: null, salesNaira: 90_000 })],
    laying: [
      {
        batch: 'House A',
        date: '2026-11-27',
        eggs: 10_250,
        cracked: 12,
        hens: 12_000,
        layRate: 85.4,
        previousRate: 93.5,
        eggs7d: 70_000,
        cracked7d: 80,
        drop: { from: 95, to: 80, points: 15 },
      },
    ],
    milk: [{ batch: 'Does', date: '2026-11-27', litres: 12.5, litres7d: 80 }],
    feedStock: [
      { item: 'Layer mash', onHandKg: 1_250, dailyKg: 250, daysLeft: 5, low: true },
      { item: 'Grower', onHandKg: 300, dailyKg: null, daysLeft: null, low: false },
    ],
    health: [
      {
        batch: 'House A',
        section: 'Main',
        item: 'fowl_pox',
        kind: 'vaccination',
        status: 'overdue',
        dueFrom: '2026-11-01',
        dueTo: '2026-11-15',
      },
      {
        batch: 'House A',
        section: 'Main',
        item: 'newcastle_lasota',
        kind: 'vaccination',
        status: 'due',
        dueFrom: '2026-11-20',
        dueTo: '2026-12-04',
      },
    ],
  },
};

const KINDS: FarmAsk['kind'][] = [
  'worst',
  'deaths',
  'rate',
  'money',
  'feed',
  'weight',
  'last-record',
  'consultations',
  'laying',
  'milk',
  'stock',
  'health',
];
const ASKS: FarmAsk[] = [
  ...KINDS.map((kind) => ({ kind, period: 'life' as const })),
  { kind: 'worst', period: 'week' },
  { kind: 'deaths', period: 'month' },
  { kind: 'deaths', period: 'week', species: 'goats' },
];

/** Everything the advisor can say about this farm, in one language, to one reader. */
const everything = (language: AdvisorLanguage, gender?: 'male' | 'female' | null) => {
  const w = advisorWords(language, gender);
  const answers = ASKS.map((ask) => farmAnswer(ask, context, w));
  const overview = farmLines(
    context,
    { deaths: true, feed: true, money: true, overview: true },
    w,
  ).join(' ');
  const flock = farmLines(
    context,
    { deaths: false, feed: false, money: false, overview: false, about: 'poultry' },
    w,
  ).join(' ');
  const empty = farmAnswer(ASKS[0] as FarmAsk, { ...context, farm: null }, w);
  return [...answers, overview, flock, empty, w.greeting({ name: 'Amina' }), w.dontKnow()];
};

beforeAll(async () => {
  for (const language of LANGUAGES) await loadAdvisorWords(language);
});

describe('the offline advisor speaks from the i18n advisor section', () => {
  it.each(LANGUAGES)('fills every figure of every answer in %s', (language) => {
    for (const text of everything(language)) {
      expect(text, text).not.toMatch(/[{}|]|undefined|NaN|\*:|male:/);
      expect(text.trim(), text).not.toBe('');
    }
    const all = everything(language).join('\n');
    // Numbers as on the dashboard: grouped, one decimal at most, naira with its sign.
    expect(all).toContain('12,500');
    expect(all).toContain('85.4%');
    expect(all).toContain('₦130,000');
  });

  it('answers in the English of the old phrase tables, counted nouns agreeing', () => {
    const w = advisorWords('en');
    const [worst] = everything('en');
    expect(worst).toBe(
      'House A is doing worst since it started: 500 deaths, 4.3% of the animals placed. ' +
        'The others: House B 1 (4.3%). Check that batch today: water, feed, heat and signs ' +
        'of disease; if deaths keep coming, call a vet.',
    );
    expect(w.figures.deaths({ deaths: '1' })).toBe(
      'From your records: 1 death in the last 30 days',
    );
    expect(w.figures.herd({ animals: '12', batches: '1' })).toBe(
      'You have 12 animals in 1 active batch.',
    );
    expect(w.farm.consultations({ open: '2' })).toBe(
      'You have 2 open consultations with a vet or extension agent.',
    );
    const [, , , money] = everything('en');
    expect(money).toBe(
      'House A, House B: sales ₦130,000 and expenses ₦105,000 since the batch started — ' +
        '₦25,000 profit. In the last 30 days: sales ₦25,000, expenses ₦6,000.',
    );
  });

  it('speaks to a Hausa man, woman and unknown reader in their own words', () => {
    const [man, woman, unknown] = (['male', 'female', null] as const).map((g) =>
      everything('ha', g).join('\n'),
    );
    expect(man).toContain('Gonarka ta yi amfani da abinci kilo 12,500');
    expect(woman).toContain('Gonarki ta yi amfani da abinci kilo 12,500');
    expect(unknown).toContain('Gonarku ta yi amfani da abinci kilo 12,500');
    expect(woman).toContain('Ki duba ruwa, abinci, haske');
    expect(unknown).toContain('Kuna da tuntuɓa 1 a buɗe');
  });
});
