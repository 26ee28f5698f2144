import { crates } from '@kiwo/domain';
import type { Species } from '../knowledge';
import type {
  AdvisorTurn,
  BatchFigures,
  FarmContext,
  FeedStockFigures,
  HealthDueFigures,
  LayingFigures,
  MilkFigures,
} from '../types';
import type { AdvisorWords } from '../words';
import { naira, num, trendOf } from './numbers';
import { fold } from './text';

/**
 * "My farm" questions answered from the farm's own figures (ADR 0047): deaths in a period, the mortality rate the
 * dashboard shows, which batch is doing worst, whether a kind of animal makes money, feed eaten,
 * weight trend, the last record and open consultations, and from production, stock and the health
 * calendar: lay rate, eggs, crates and cracked eggs, milk, feed left and the days it lasts, and the
 * vaccinations and treatments due — in English, Hausa, Yorùbá and Igbo.
 * Matching is on folded text (no tone marks), so "ọ̀sẹ̀" and "ose" are the same word.
 */

type FarmAskKind =
  | 'worst'
  | 'deaths'
  | 'rate'
  | 'money'
  | 'feed'
  | 'weight'
  | 'last-record'
  | 'consultations'
  | 'laying'
  | 'milk'
  | 'stock'
  | 'health';

export interface FarmAsk {
  kind: FarmAskKind;
  period: 'week' | 'month' | 'life';
  /** The animals asked about, when the question names them. */
  species?: Exclude<Species, 'general'> | undefined;
  subType?: 'broiler' | 'layer' | undefined;
}

/** Each pattern runs on folded text with single spaces and no punctuation. */
const has = (text: string, pattern: RegExp) => pattern.test(text);

const WEEK = /\b(this week|week|makon nan|wannan makon|wannan mako|makon|ose yii|ose|izu a|izu)\b/;
const MONTH = /\b(this month|month|30 days|wannan watan|watan nan|watan|osu yii|osu|onwa a|onwa)\b/;
const DEATH =
  /\b(died|die|dead|deaths|death|mortality|lost|losses|mutu|mutuwa|mutuwar|ku|iku|nwuru|onwu|anwu)\b/;
const HOW_MANY = /\b(how many|nawa|melo|meloo|ole)\b/;
const RATE =
  /\b(mortality rate|death rate|rate of death|yawan mutuwa|yawan mutuwar|iwon iku|onuogu onwu)\b/;
const WORST =
  /\b(worst|doing badly|doing best|best batch|which batch|fi muni|wane rukuni|wace rukuni|buru ju|ipin wo|kacha njo|kedu igwe|igwe kacha)\b/;
const PROFIT =
  /\b(making money|make money|making a profit|in profit|profit|losing money|riba|jere|ere|uru|enweta uru)\b/;
/** "When should I sell…", "how can I…": advice, not the farm's own figures. */
const ADVICE =
  /\b(when|how can|how do|how should|sell|price|yaushe|ta yaya|sayar|igba wo|bawo ni|ta|olee oge|kedu ka|ree)\b/;
const FEED = /\b(feed|food|abinci|ounje|nri)\b/;
const ATE =
  /\b(did|ate|eaten|used|use this|suka ci|sun ci|je ni|riri|ha riri)\b|\bje\b(?!.*\bki n\b)/;
const WEIGHT =
  /\b(gaining weight|gain weight|putting on weight|weight|heavier|how heavy|nauyi|wuwo|ebu ibu|ibu|aro)\b/;
const LAST_RECORD =
  /\b(last record|last recorded|when did i (last )?record|rikodi na karshe|akosile to kehin|ndeko ikpeazu)\b/;
const CONSULTATIONS = /\b(consultation|consultations|tuntuba|ijiroro|okachamara)\b/;
const EGGS = /\b(lay|laying|lay rate|laid|eggs?|crates?|cracked|kwai|kwan|eyin|akwa)\b/;
/** Asking for the figure ("how is my laying?"), not why the hens lay less (a symptom). */
const FIGURE =
  /\b(how is|how are|how many|how much|what is|whats|today|yaya|nawa|melo|meloo|elo|ole)\b/;
const SYMPTOM = /\b(fewer|less|why|stopped|sosai|kamar da|daadaa|nke oma|anaghi)\b/;
const MILK = /\b(milk|milked|nono|madara|wara|mmiri ara)\b/;
const LEFT =
  /\b(left|remaining|remain|on hand|in stock|run out|runs out|days of feed|ya rage|ya saura|saura|ragowar|lo ku|to ku|foduru|fodu)\b/;
const HEALTH =
  /\b(vaccinations?|vaccines?|treatments?|deworming|rigakafi|rigakafin|magani|ajesara|itoju|ogwu mgbochi)\b/;
const NEXT = /\b(next|due|overdue|na gaba|mai zuwa|to kan|to n bo|na esote)\b/;
const MY = /\b(my|i|am i|we|our|na|ina|dina|mi|mo|m|anyi)\b/;

const SPECIES: [RegExp, Exclude<Species, 'general'>][] = [
  [
    /\b(poultry|chickens?|birds?|hens?|broilers?|layers?|kaji|kajin|kajina|adie|okuko)\b/,
    'poultry',
  ],
  [/\b(goats?|awaki|awakina|akuya|akuyata|ewure|ewu)\b/, 'goats'],
  [/\b(sheep|tumaki|tunkiya|aguntan|aturu)\b/, 'sheep'],
  [/\b(cattle|cows?|shanu|shanuna|malu|maluu|ehi)\b/, 'cattle'],
  [/\b(pigs?|aladu|aladuna|elede|ezi)\b/, 'pigs'],
  [/\b(fish|catfish|tilapia|kifi|kifina|eja|azu)\b/, 'fish'],
];
const LAYERS = /\b(layers?|laying hens|kajin kwai|ye eyin|eyi akwa|na eyi akwa)\b/;
const BROILERS = /\b(broilers?|broiler dina)\b/;

/** Words a bare follow-up ("and the layers?", "kajin kwai fa?") may hold besides its animals. */
const FOLLOW_UP_FILLER =
  /\b(and|what about|how about|the|my|our|fa|kuwa|kuma|da|awon|ti|to|n|nko|ko|ndi|na|kwanu|kwa|ma|m)\b/;

const clean = (message: string) =>
  fold(message)
    .replace(/[^a-z0-9%\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function animalsNamed(text: string): Pick<FarmAsk, 'species' | 'subType'> {
  const subType = has(text, LAYERS) ? 'layer' : has(text, BROILERS) ? 'broiler' : undefined;
  const species = subType ? 'poultry' : SPECIES.find(([re]) => re.test(text))?.[1];
  return { species, subType };
}

/** The farm question in a message, or undefined when it asks for advice instead. */
function parse(message: string): FarmAsk | undefined {
  const text = clean(message);
  const period = has(text, WEEK) ? 'week' : has(text, MONTH) ? 'month' : 'life';
  const animals = animalsNamed(text);
  const ask = (kind: FarmAskKind, p: FarmAsk['period'] = period): FarmAsk => ({
    kind,
    period: p,
    ...animals,
  });
  if (has(text, FEED) && has(text, LEFT)) return ask('stock');
  if (has(text, HEALTH) && has(text, NEXT)) return ask('health');
  if (has(text, MILK) && has(text, FIGURE)) return ask('milk');
  if (has(text, EGGS) && has(text, FIGURE) && !has(text, SYMPTOM)) return ask('laying');
  if (has(text, RATE)) return ask('rate');
  if (has(text, WORST)) return ask('worst');
  if (has(text, DEATH) && (has(text, HOW_MANY) || period !== 'life')) {
    return ask('deaths', period === 'life' ? 'week' : period);
  }
  if (has(text, PROFIT) && !has(text, ADVICE)) return ask('money');
  if (has(text, FEED) && (has(text, ATE) || period !== 'life') && !has(text, /\bshould\b/)) {
    return ask('feed', 'month');
  }
  if (has(text, WEIGHT) && has(text, MY) && !has(text, /\b(should|what|market weight)\b/)) {
    return ask('weight');
  }
  if (has(text, LAST_RECORD)) return ask('last-record');
  if (has(text, CONSULTATIONS) && has(text, MY)) return ask('consultations');
  return undefined;
}

/**
 * The farm question asked, including a short follow-up ("and the layers?") to an earlier farm
 * question: the same question about the animals it names.
 */
export function farmAsk(message: string, history: readonly AdvisorTurn[]): FarmAsk | undefined {
  const direct = parse(message);
  if (direct) return direct;
  const text = clean(message);
  if (text.split(' ').length > 8) return undefined;
  const named = animalsNamed(text);
  if (!named.species) return undefined;
  // Only the animals and filler words: "and the layers?", not "my chickens are coughing".
  const rest = [LAYERS, BROILERS, ...SPECIES.map(([re]) => re), FOLLOW_UP_FILLER]
    .reduce((left, re) => left.replace(new RegExp(re.source, 'g'), ' '), text)
    .trim();
  if (rest !== '') return undefined;
  const previous = [...history].reverse().find((t) => t.role === 'user');
  const earlier = previous ? parse(previous.content) : undefined;
  return earlier ? { ...earlier, ...named } : undefined;
}

/** The most urgent health items an answer names (the calendar holds the rest). */
const HEALTH_SHOWN = 3;

const matches = (ask: FarmAsk) => (b: BatchFigures) =>
  (!ask.species || b.type === ask.species) && (!ask.subType || b.subType === ask.subType);

type FarmWords = AdvisorWords['farm'];
/** A farm day as the asker reads it ("27 Nuw 2026"), never "2026-11-27" (ADR 0046). */
type Day = (date: string) => string;

/** One batch's figure in a list ("House A 3 (1.2%)"): figures only, the same in every language. */
const batchDeaths = (name: string, deaths: number, rate: number) =>
  `${name} ${num(deaths)} (${num(rate)}%)`;
const batchRate = (name: string, rate: number) => `${name} ${num(rate)}%`;

function worstBatch(f: FarmWords, ask: FarmAsk, batches: BatchFigures[]): string[] {
  const week = ask.period === 'week';
  const deathsOf = (b: BatchFigures) => (week ? b.deathsThisWeek : b.deaths);
  const rateOf = (b: BatchFigures) => (week ? b.mortalityRateThisWeek : b.mortalityRate);
  const [worst, ...rest] = [...batches].sort(
    (a, b) => rateOf(b) - rateOf(a) || deathsOf(b) - deathsOf(a),
  );
  if (!worst) return [f.noRecords()];
  const deaths = deathsOf(worst);
  if (deaths === 0) return [week ? f.noDeathsWeek() : f.noDeathsLife()];
  const figures = { name: worst.name, deaths: num(deaths), rate: num(rateOf(worst)) };
  const lines: string[] = [week ? f.worstWeek(figures) : f.worstLife(figures)];
  if (rest.length > 0) {
    const items = rest.map((b) => batchDeaths(b.name, deathsOf(b), rateOf(b)));
    lines.push(f.others({ items: items.join('; ') }));
  }
  if (deaths >= 5) lines.push(f.checkWorst());
  return lines;
}

function moneySinceStart(f: FarmWords, batches: BatchFigures[]): string {
  const sales = batches.reduce((t, b) => t + b.salesNaira, 0);
  const expenses = batches.reduce((t, b) => t + b.expensesNaira, 0);
  const figures = {
    names: batches.map((b) => b.name).join(', '),
    sales: naira(sales),
    expenses: naira(expenses),
  };
  const diff = sales - expenses;
  return diff >= 0
    ? f.moneyProfit({ ...figures, profit: naira(diff) })
    : f.moneyLoss({ ...figures, loss: naira(-diff) });
}

function weightOf(f: FarmWords, b: BatchFigures): string {
  const { name, weightKg: kg, previousWeightKg: previous } = b;
  if (kg === null) return f.weightNone({ name });
  if (previous === null) return f.weightLatest({ name, kg: num(kg) });
  return f.weightTrend({
    name,
    kg: num(kg),
    trend: trendOf(kg, previous),
    previous: num(previous),
  });
}

/** The latest day's eggs, the trend against the days before, the last 7 days. */
function layingOf(f: FarmWords, l: LayingFigures, day: Day): string {
  const c = crates(l.eggs);
  const lines = [
    f.laying({
      batch: l.batch,
      rate: num(l.layRate),
      date: day(l.date),
      eggs: num(l.eggs),
      hens: num(l.hens),
      crates: num(c.crates),
      loose: num(c.eggs),
      cracked: num(l.cracked),
    }),
  ];
  if (l.previousRate !== null) {
    const trend = trendOf(l.layRate, l.previousRate);
    lines.push(f.layingTrend({ trend, previous: num(l.previousRate) }));
  }
  lines.push(f.layingWeek({ eggs: num(l.eggs7d), cracked: num(l.cracked7d) }));
  if (l.drop) {
    const { from, to, points } = l.drop;
    lines.push(f.layDrop({ batch: l.batch, points: num(points), from: num(from), to: num(to) }));
  }
  return lines.join(' ');
}

const milkOf = (f: FarmWords, m: MilkFigures, day: Day) =>
  f.milk({ batch: m.batch, litres: num(m.litres), date: day(m.date), week: num(m.litres7d) });

function feedLeftOf(f: FarmWords, s: FeedStockFigures): string {
  if (s.daysLeft === null) return f.feedLeft({ item: s.item, kg: num(s.onHandKg) });
  const left = f.feedLeftDays({
    item: s.item,
    kg: num(s.onHandKg),
    days: num(s.daysLeft),
    daily: num(s.dailyKg ?? 0),
  });
  return s.low ? `${left} ${f.feedLow()}` : left;
}

function healthOf(f: FarmWords, h: HealthDueFigures, item: string, day: Day): string {
  const where = { item, batch: h.batch, section: h.section, to: day(h.dueTo) };
  return h.status === 'overdue'
    ? f.healthOverdue(where)
    : f.healthDue({ ...where, from: day(h.dueFrom) });
}

/** The answer in the asker's language, from the farm's figures only. */
export function farmAnswer(
  ask: FarmAsk,
  context: FarmContext,
  w: AdvisorWords,
  itemName: (id: string) => string = (id) => id,
  day: Day = (date) => date,
): string {
  const farm = context.farm;
  const f = w.farm;
  if (!farm || farm.batches.length === 0) return f.noRecords();
  const chosen = farm.batches.filter(matches(ask));
  const batches = chosen.length > 0 ? chosen : farm.batches;
  const scoped = chosen.length > 0 && chosen.length < farm.batches.length;
  const lines: string[] = [];
  const byBatch = !['laying', 'milk', 'stock', 'health'].includes(ask.kind);
  if (byBatch && ask.species && chosen.length === 0) {
    lines.push(f.noneOfKind({ kind: w.kinds[ask.species]() }));
  }

  switch (ask.kind) {
    case 'worst':
      lines.push(...worstBatch(f, ask, batches));
      break;
    case 'deaths': {
      if (ask.period === 'month') {
        const { current, prior } = farm.mortality30d;
        lines.push(f.deathsMonth({ current: num(current), prior: num(prior) }));
        break;
      }
      const total = num(batches.reduce((t, b) => t + b.deathsThisWeek, 0));
      lines.push(scoped ? f.deathsWeekOf({ total }) : f.deathsWeek({ total }));
      const items = batches.map((b) =>
        batchDeaths(b.name, b.deathsThisWeek, b.mortalityRateThisWeek),
      );
      lines.push(f.byBatch({ items: items.join('; ') }));
      break;
    }
    case 'rate': {
      if (scoped) {
        for (const b of chosen) {
          lines.push(
            f.rateOf({
              name: b.name,
              rate: num(b.mortalityRate),
              deaths: num(b.deaths),
              placed: num(b.placed),
            }),
          );
        }
        break;
      }
      const deaths = farm.batches.reduce((t, b) => t + b.deaths, 0);
      const placed = farm.batches.reduce((t, b) => t + b.placed, 0);
      lines.push(
        f.rate({ rate: num(farm.mortalityRate), deaths: num(deaths), placed: num(placed) }),
      );
      const items = farm.batches.map((b) => batchRate(b.name, b.mortalityRate));
      lines.push(f.byBatch({ items: items.join('; ') }));
      break;
    }
    case 'money': {
      lines.push(moneySinceStart(f, batches));
      const sales = batches.reduce((t, b) => t + b.salesNaira30d, 0);
      const expenses = batches.reduce((t, b) => t + b.expensesNaira30d, 0);
      lines.push(f.money30({ sales: naira(sales), expenses: naira(expenses) }));
      break;
    }
    case 'feed':
      for (const b of batches) lines.push(f.feed({ name: b.name, kg: num(b.feedKg30d) }));
      break;
    case 'weight':
      for (const b of batches) lines.push(weightOf(f, b));
      break;
    case 'last-record':
      lines.push(
        farm.lastRecordDate ? f.lastRecord({ date: day(farm.lastRecordDate) }) : f.noRecordYet(),
      );
      break;
    case 'consultations':
      lines.push(
        farm.openConsultations === 0
          ? f.noConsultations()
          : f.consultations({ open: num(farm.openConsultations) }),
      );
      break;
    case 'laying':
      if (farm.laying.length === 0) lines.push(f.noLaying());
      for (const l of farm.laying) lines.push(layingOf(f, l, day));
      break;
    case 'milk':
      if (farm.milk.length === 0) lines.push(f.noMilk());
      for (const m of farm.milk) lines.push(milkOf(f, m, day));
      break;
    case 'stock':
      if (farm.feedStock.length === 0) lines.push(f.noFeedStock());
      // The feed that runs out first leads.
      for (const s of [...farm.feedStock].sort(
        (a, b) => Number(b.low) - Number(a.low) || (a.daysLeft ?? 1e9) - (b.daysLeft ?? 1e9),
      )) {
        lines.push(feedLeftOf(f, s));
      }
      break;
    case 'health':
      if (farm.health.length === 0) lines.push(f.noHealthDue());
      for (const h of farm.health.slice(0, HEALTH_SHOWN))
        lines.push(healthOf(f, h, itemName(h.item), day));
      break;
  }
  return lines.join(' ');
}
