import {
  addDays,
  currentWeek,
  formatTrendLabel,
  koboToNaira,
  mortalityRate,
  startCountFrom,
  TREND_WINDOW_DAYS,
  trend,
} from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { users } from '../db/schema';
import { n, rows, two } from '../db/sql';
import { farmToday } from '../lib/farm-today';
import type {
  BatchFigures,
  FarmContext,
  FarmExtras,
  FarmExtrasReader,
  LivestockLine,
  TrendFigure,
} from './types';

/**
 * Spec §3 farm context from the farmer's own records in one query: live animals by kind over
 * active batches, batch counts, and deaths, feed, sales and expenses over the last 30 days
 * against the 30 before (the dashboard's windows), plus deaths in the last 7 days.
 */
const contextQuery = (farmerId: string, today: string) => {
  const current = addDays(today, 1 - TREND_WINDOW_DAYS);
  const start = addDays(today, 1 - 2 * TREND_WINDOW_DAYS);
  const week = addDays(today, -6);
  return sql`
    with active as (
      select s.batch_id, s.count, s.livestock_type, s.sub_type
      from sections s join batches b on b.id = s.batch_id
      where s.farmer_id = ${farmerId} and b.status = 'Active'
    ),
    flows as (
      select
        coalesce(sum(mortality) filter (where date >= ${current}::date), 0)::text as deaths_cur,
        coalesce(sum(mortality) filter (where date < ${current}::date), 0)::text as deaths_prior,
        coalesce(sum(mortality) filter (where date >= ${week}::date), 0)::text as deaths_week,
        coalesce(sum(feed_amount) filter (where date >= ${current}::date), 0)::text as feed_cur,
        coalesce(sum(feed_amount) filter (where date < ${current}::date), 0)::text as feed_prior,
        coalesce(sum(sales_kobo) filter (where date >= ${current}::date), 0)::text as sales_cur,
        coalesce(sum(sales_kobo) filter (where date < ${current}::date), 0)::text as sales_prior,
        coalesce(sum(expenses_kobo) filter (where date >= ${current}::date), 0)::text as expenses_cur,
        coalesce(sum(expenses_kobo) filter (where date < ${current}::date), 0)::text as expenses_prior
      from daily_records
      where farmer_id = ${farmerId} and date >= ${start}::date and date <= ${today}::date
    )
    select flows.*,
      (select count(*) from batches where farmer_id = ${farmerId})::int as batches,
      (select count(*) from batches where farmer_id = ${farmerId} and status = 'Active')::int
        as active_batches,
      (select coalesce(sum(count), 0) from active)::int as animals,
      (select coalesce(json_agg(k order by k.animals desc, k.type, k.sub_type), '[]')::text from (
        select livestock_type as type, sub_type, sum(count)::int as animals,
               count(distinct batch_id)::int as batches
        from active group by livestock_type, sub_type) k) as livestock,
      (select max(date)::text from daily_records where farmer_id = ${farmerId}) as last_record
    from flows`;
};

/**
 * Each active batch's own figures in one query: sections' initial and live counts, lifetime
 * deaths and births, this week's movements (Monday to today, the dashboard's week), feed, sales
 * and expenses over 30 days and over its life, its last record, and its two latest weigh-ins
 * (the mean of the sections' weights on each of those days).
 */
const batchesQuery = (farmerId: string, today: string, weekStart: string) => {
  const current = addDays(today, 1 - TREND_WINDOW_DAYS);
  return sql`
    with active as (
      select s.id, s.batch_id, s.count, s.initial_count + s.count_adjustment as initial_count,
             s.livestock_type, s.sub_type, s.created_at
      from sections s join batches b on b.id = s.batch_id
      where s.farmer_id = ${farmerId} and b.status = 'Active'
    ),
    flows as (
      select a.id,
        coalesce(sum(r.mortality), 0) as deaths,
        coalesce(sum(r.new_births), 0) as births,
        coalesce(sum(r.mortality) filter (where r.date >= ${weekStart}::date), 0) as deaths_week,
        coalesce(sum(r.culling) filter (where r.date >= ${weekStart}::date), 0) as culled_week,
        coalesce(sum(r.number_sold) filter (where r.date >= ${weekStart}::date), 0) as sold_week,
        coalesce(sum(r.new_births) filter (where r.date >= ${weekStart}::date), 0) as births_week,
        coalesce(sum(r.feed_amount) filter (where r.date >= ${current}::date), 0) as feed_30,
        coalesce(sum(r.sales_kobo), 0) as sales,
        coalesce(sum(r.expenses_kobo), 0) as expenses,
        coalesce(sum(r.sales_kobo) filter (where r.date >= ${current}::date), 0) as sales_30,
        coalesce(sum(r.expenses_kobo) filter (where r.date >= ${current}::date), 0) as expenses_30,
        max(r.date) as last_record
      from active a
      left join daily_records r
        on r.section_id = a.id and r.farmer_id = ${farmerId} and r.date <= ${today}::date
      group by a.id
    ),
    weighins as (
      select a.batch_id, avg(r.weight) as weight,
             row_number() over (partition by a.batch_id order by r.date desc) as nth
      from active a join daily_records r on r.section_id = a.id
      where r.farmer_id = ${farmerId} and r.weight > 0 and r.date <= ${today}::date
      group by a.batch_id, r.date
    )
    select b.name,
      (array_agg(a.livestock_type order by a.created_at, a.id))[1] as type,
      (array_agg(a.sub_type order by a.created_at, a.id))[1] as sub_type,
      sum(a.count)::int as alive, sum(a.initial_count)::int as initial,
      sum(f.deaths)::text as deaths, sum(f.births)::text as births,
      sum(f.deaths_week)::text as deaths_week, sum(f.culled_week)::text as culled_week,
      sum(f.sold_week)::text as sold_week, sum(f.births_week)::text as births_week,
      sum(f.feed_30)::text as feed_30, sum(f.sales)::text as sales,
      sum(f.expenses)::text as expenses, sum(f.sales_30)::text as sales_30,
      sum(f.expenses_30)::text as expenses_30, max(f.last_record)::text as last_record,
      (select w.weight::text from weighins w where w.batch_id = b.id and w.nth = 1) as weight,
      (select w.weight::text from weighins w where w.batch_id = b.id and w.nth = 2) as weight_before
    from batches b join active a on a.batch_id = b.id join flows f on f.id = a.id
    group by b.id, b.name, b.created_at
    order by b.created_at, b.id`;
};

const openConsultationsQuery = (userId: string) => sql`
  select count(*)::int as open from consultations
  where user_id = ${userId} and status <> 'closed'`;

const weight = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

/** One batch's row as the advisor's figures; every rate from the domain (ADR 0040). */
function batchFigures(row: Record<string, unknown>): BatchFigures {
  const alive = n(row.alive);
  const births = n(row.births);
  const deaths = n(row.deaths);
  const week = {
    mortality: n(row.deaths_week),
    culling: n(row.culled_week),
    numberSold: n(row.sold_week),
    newBirths: n(row.births_week),
  };
  return {
    name: String(row.name),
    type: String(row.type),
    subType: row.sub_type === null ? null : String(row.sub_type),
    alive,
    placed: n(row.initial) + births,
    deaths,
    mortalityRate: mortalityRate(deaths, { startCount: n(row.initial), births }),
    deathsThisWeek: week.mortality,
    mortalityRateThisWeek: mortalityRate(week.mortality, {
      startCount: startCountFrom(alive, week),
      births: week.newBirths,
    }),
    feedKg30d: two(row.feed_30),
    weightKg: weight(row.weight),
    previousWeightKg: weight(row.weight_before),
    salesNaira: koboToNaira(n(row.sales)),
    expensesNaira: koboToNaira(n(row.expenses)),
    salesNaira30d: koboToNaira(n(row.sales_30)),
    expensesNaira30d: koboToNaira(n(row.expenses_30)),
    lastRecordDate: row.last_record === null ? null : String(row.last_record),
  };
}

/** A flow over the last 30 days against the 30 before, with the spec §9 label (not inverted). */
const figure = (current: number, prior: number): TrendFigure => ({
  current,
  prior,
  label: formatTrendLabel(trend(current, prior)),
});

const ROLES = ['farmer', 'agent', 'admin', 'vet'] as const;

type Asker = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'role' | 'stateOfResidence'> & {
  gender?: string | null;
};

const NO_EXTRAS: FarmExtras = { laying: [], milk: [], feedStock: [], health: [] };

export interface FarmContextOptions {
  /** The farm day (Africa/Lagos) the figures are read on; today by default. */
  today?: string;
  /**
   * The farm the assistant is opened on when the asker is not its farmer: an agent on one of
   * their farmers' farms. The caller has checked the asker may reach it (`farmerFor`).
   */
  farmer?: { id: string; firstName: string } | undefined;
  /** Production, stock and health, from the modules that own them; none when left out. */
  extras?: FarmExtrasReader | undefined;
}

/** The context the advisor answers with: computed here, never taken from the client. */
export async function loadFarmContext(
  db: Database,
  user: Asker,
  options: FarmContextOptions = {},
): Promise<FarmContext> {
  const today = options.today ?? farmToday();
  const base = {
    firstName: user.firstName,
    role: ROLES.includes(user.role) ? user.role : 'farmer',
    state: user.stateOfResidence ?? null,
    gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
  } as const;
  // Farmers keep records of their own; an agent reads a farmer's only when opened on that farm.
  const farmer = options.farmer ?? (user.role === 'farmer' ? user : undefined);
  if (!farmer) return { ...base, farm: null };
  const ofFarmer = farmer.id === user.id ? {} : { farmerName: farmer.firstName };

  const weekStart = currentWeek(today)[0] ?? today;
  const [[row], batchRows, [consultations], extras] = await Promise.all([
    rows<Record<string, unknown>>(db, contextQuery(farmer.id, today)),
    rows<Record<string, unknown>>(db, batchesQuery(farmer.id, today, weekStart)),
    rows<Record<string, unknown>>(db, openConsultationsQuery(farmer.id)),
    options.extras ? options.extras(farmer.id, today) : NO_EXTRAS,
  ]);
  if (!row) return { ...base, ...ofFarmer, farm: null };
  const batches = batchRows.map(batchFigures);
  const sum = (pick: (b: BatchFigures) => number) => batches.reduce((t, b) => t + pick(b), 0);
  const livestock = (JSON.parse(String(row.livestock ?? '[]')) as LivestockLine[]).map((l) => ({
    type: String(l.type),
    subType: l.subType ?? (l as unknown as { sub_type: string | null }).sub_type ?? null,
    animals: Number(l.animals),
    batches: Number(l.batches),
  }));
  const animals = n(row.animals);
  return {
    ...base,
    ...ofFarmer,
    farm: {
      ...extras,
      totalAnimals: animals,
      totalBatches: n(row.batches),
      activeBatches: n(row.active_batches),
      livestock,
      mortality30d: figure(n(row.deaths_cur), n(row.deaths_prior)),
      mortality7d: n(row.deaths_week),
      feedKg30d: figure(two(row.feed_cur), two(row.feed_prior)),
      salesNaira30d: figure(koboToNaira(n(row.sales_cur)), koboToNaira(n(row.sales_prior))),
      expensesNaira30d: figure(
        koboToNaira(n(row.expenses_cur)),
        koboToNaira(n(row.expenses_prior)),
      ),
      lastRecordDate: row.last_record === null ? null : String(row.last_record),
      today,
      weekStart,
      deathsThisWeek: sum((b) => b.deathsThisWeek),
      // The dashboard's rate: lifetime deaths of the active batches ÷ the animals placed in them.
      mortalityRate: mortalityRate(
        sum((b) => b.deaths),
        { startCount: sum((b) => b.placed) },
      ),
      openConsultations: n(consultations?.open),
      batches,
    },
  };
}
