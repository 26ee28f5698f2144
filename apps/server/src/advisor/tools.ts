import { crates } from '@kiwo/domain';
import { z } from 'zod';
import type { FarmContext } from './types';

/**
 * The model's tools (ADR 0054): with an LLM configured, the farm's figures are not pasted into the
 * prompt; the model asks for them with a `get_farm_figures` function call. Both directions are
 * validated with zod: the model's arguments (a model may send anything) and the result we send
 * back (our own figures, so a NaN or a missing field never reaches a farmer as a fact).
 */
export const FARM_FIGURES_TOOL = {
  type: 'function',
  function: {
    name: 'get_farm_figures',
    description:
      "The farmer's own records, as the dashboard shows them: farm totals (animals alive, deaths in the last 30 days and this week, the dashboard's mortality rate, feed, sales, expenses, last record, open consultations), each active batch's figures (alive, placed, deaths and mortality rate over its life and this week, feed in 30 days, the last two weights, sales and expenses, last record), egg production of layers (the latest day's lay rate, eggs, crates of 30, cracked eggs, the average lay rate of the days before, a lay-rate drop alert, eggs in 7 days), milk (litres), feed stock (kg on hand, kg a day, days of feed left, low) and the vaccinations and treatments due or overdue from the health calendar. Call it before answering any question about the farmer's animals, batches, deaths, eggs, milk, feed, stock, vaccinations, weights, money or records. Never compute another mortality rate, lay rate or days of feed: use these.",
    parameters: {
      type: 'object',
      properties: {
        batch: {
          type: 'string',
          description:
            'Part of a batch name to read only that batch, e.g. "Broiler Batch 3". Leave out to read the whole farm.',
        },
      },
      additionalProperties: false,
    },
  },
} as const;

export const FARM_FIGURES = FARM_FIGURES_TOOL.function.name;

/** The arguments a model may send (`{}` or `{"batch": "..."}`); anything else is refused. */
const farmFiguresArgs = z.strictObject({
  batch: z.string().trim().min(1).max(100).optional(),
});

const count = z.number().int().nonnegative();
const naira = z.number().nonnegative();
const percent = z.number().nonnegative().max(100);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const batchFigures = z.strictObject({
  name: z.string().min(1),
  kind: z.string().min(1),
  alive: count,
  placed: count,
  deaths: count,
  mortalityRatePercent: percent,
  deathsThisWeek: count,
  mortalityRateThisWeekPercent: percent,
  feedKgLast30Days: z.number().nonnegative(),
  weightKg: z.number().positive().nullable(),
  previousWeightKg: z.number().positive().nullable(),
  salesNairaSinceStart: naira,
  expensesNairaSinceStart: naira,
  salesNairaLast30Days: naira,
  expensesNairaLast30Days: naira,
  lastRecordDate: day.nullable(),
});

const laying = z.strictObject({
  batch: z.string().min(1),
  date: day,
  eggs: count,
  crates: count,
  eggsBeyondCrates: count,
  cracked: count,
  hens: count,
  layRatePercent: z.number().nonnegative(),
  averageLayRateDaysBeforePercent: z.number().nonnegative().nullable(),
  eggsLast7Days: count,
  crackedLast7Days: count,
  layRateDropAlert: z
    .strictObject({
      fromPercent: z.number().nonnegative(),
      toPercent: z.number().nonnegative(),
      points: z.number().positive(),
    })
    .nullable(),
});

const milk = z.strictObject({
  batch: z.string().min(1),
  date: day,
  litres: z.number().nonnegative(),
  litresLast7Days: z.number().nonnegative(),
});

const feedStock = z.strictObject({
  feed: z.string().min(1),
  kgOnHand: z.number(),
  kgPerDay: z.number().nonnegative().nullable(),
  daysOfFeedLeft: count.nullable(),
  low: z.boolean(),
});

const healthDue = z.strictObject({
  batch: z.string().min(1),
  section: z.string().min(1),
  item: z.string().min(1),
  kind: z.enum(['vaccination', 'treatment']),
  status: z.enum(['due', 'overdue']),
  dueFrom: day,
  dueTo: day,
});

/** What `get_farm_figures` answers: checked before it is sent to the model. */
export const farmFiguresResult = z.strictObject({
  farmer: z.string(),
  today: day.optional(),
  weekStart: day.optional(),
  farm: z
    .strictObject({
      animalsAlive: count,
      activeBatches: count,
      deathsLast30Days: count,
      deathsThisWeek: count,
      mortalityRatePercent: percent,
      feedKgLast30Days: z.number().nonnegative(),
      salesNairaLast30Days: naira,
      expensesNairaLast30Days: naira,
      lastRecordDate: day.nullable(),
      openConsultations: count,
    })
    .nullable(),
  batches: z.array(batchFigures),
  eggs: z.array(laying),
  milk: z.array(milk),
  feedStock: z.array(feedStock),
  healthDue: z.array(healthDue),
  note: z.string().optional(),
});

/**
 * The answer to one `get_farm_figures` call, as the JSON text of the tool message: the figures,
 * or `{"error": ...}` when the arguments or our own figures do not validate.
 */
export function farmFiguresToolResult(context: FarmContext, rawArguments: string): string {
  let json: unknown;
  try {
    json = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
  } catch {
    return JSON.stringify({ error: 'arguments are not JSON; send {} or {"batch": "<name>"}' });
  }
  const args = farmFiguresArgs.safeParse(json);
  if (!args.success) {
    return JSON.stringify({ error: 'unknown arguments; send {} or {"batch": "<name>"}' });
  }
  const farm = context.farm;
  const all = farm?.batches ?? [];
  const wanted = args.data.batch?.toLowerCase();
  const picked = wanted ? all.filter((b) => b.name.toLowerCase().includes(wanted)) : all;
  const result = farmFiguresResult.safeParse({
    farmer: context.farmerName ?? context.firstName,
    ...(farm ? { today: farm.today, weekStart: farm.weekStart } : {}),
    farm: farm && {
      animalsAlive: farm.totalAnimals,
      activeBatches: farm.activeBatches,
      deathsLast30Days: farm.mortality30d.current,
      deathsThisWeek: farm.deathsThisWeek,
      mortalityRatePercent: farm.mortalityRate,
      feedKgLast30Days: farm.feedKg30d.current,
      salesNairaLast30Days: farm.salesNaira30d.current,
      expensesNairaLast30Days: farm.expensesNaira30d.current,
      lastRecordDate: farm.lastRecordDate,
      openConsultations: farm.openConsultations,
    },
    batches: (picked.length > 0 ? picked : all).map((b) => ({
      name: b.name,
      kind: b.subType ? `${b.subType} ${b.type}` : b.type,
      alive: b.alive,
      placed: b.placed,
      deaths: b.deaths,
      mortalityRatePercent: b.mortalityRate,
      deathsThisWeek: b.deathsThisWeek,
      mortalityRateThisWeekPercent: b.mortalityRateThisWeek,
      feedKgLast30Days: b.feedKg30d,
      weightKg: b.weightKg,
      previousWeightKg: b.previousWeightKg,
      salesNairaSinceStart: b.salesNaira,
      expensesNairaSinceStart: b.expensesNaira,
      salesNairaLast30Days: b.salesNaira30d,
      expensesNairaLast30Days: b.expensesNaira30d,
      lastRecordDate: b.lastRecordDate,
    })),
    // Production, stock and health are the farm's, whatever batch was asked for.
    eggs: (farm?.laying ?? []).map((l) => {
      const c = crates(l.eggs);
      return {
        batch: l.batch,
        date: l.date,
        eggs: l.eggs,
        crates: c.crates,
        eggsBeyondCrates: c.eggs,
        cracked: l.cracked,
        hens: l.hens,
        layRatePercent: l.layRate,
        averageLayRateDaysBeforePercent: l.previousRate,
        eggsLast7Days: l.eggs7d,
        crackedLast7Days: l.cracked7d,
        layRateDropAlert: l.drop && {
          fromPercent: l.drop.from,
          toPercent: l.drop.to,
          points: l.drop.points,
        },
      };
    }),
    milk: (farm?.milk ?? []).map((m) => ({
      batch: m.batch,
      date: m.date,
      litres: m.litres,
      litresLast7Days: m.litres7d,
    })),
    feedStock: (farm?.feedStock ?? []).map((f) => ({
      feed: f.item,
      kgOnHand: f.onHandKg,
      kgPerDay: f.dailyKg,
      daysOfFeedLeft: f.daysLeft,
      low: f.low,
    })),
    healthDue: farm?.health ?? [],
    ...(!farm
      ? { note: 'This user has no farm records.' }
      : wanted && picked.length === 0
        ? { note: `No active batch is named like "${args.data.batch}"; all active batches follow.` }
        : {}),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    return JSON.stringify({
      error: `the farm's figures could not be read (${issue?.path.join('.') ?? ''}); do not guess them`,
    });
  }
  return JSON.stringify(result.data);
}
