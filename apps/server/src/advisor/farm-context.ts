import {
  addDays,
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
import type { FarmContext, LivestockLine, TrendFigure } from './types';

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
        coalesce(sum(culling) filter (where date >= ${current}::date), 0)::text as culled_cur,
        coalesce(sum(number_sold) filter (where date >= ${current}::date), 0)::text as sold_cur,
        coalesce(sum(new_births) filter (where date >= ${current}::date), 0)::text as births_cur,
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

/** A flow over the last 30 days against the 30 before, with the spec §9 label (not inverted). */
const figure = (current: number, prior: number): TrendFigure => ({
  current,
  prior,
  label: formatTrendLabel(trend(current, prior)),
});

const ROLES = ['farmer', 'agent', 'admin'] as const;

/** The context the advisor answers with: computed here, never taken from the client. */
export async function loadFarmContext(
  db: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'role' | 'stateOfResidence'>,
  today = farmToday(),
): Promise<FarmContext> {
  const base = {
    firstName: user.firstName,
    role: ROLES.includes(user.role) ? user.role : 'farmer',
    state: user.stateOfResidence ?? null,
  } as const;
  // Only farmers keep records of their own; agents and admins ask about farming in general.
  if (user.role !== 'farmer') return { ...base, farm: null };

  const [row] = await rows<Record<string, unknown>>(db, contextQuery(user.id, today));
  if (!row) return { ...base, farm: null };
  const livestock = (JSON.parse(String(row.livestock ?? '[]')) as LivestockLine[]).map((l) => ({
    type: String(l.type),
    subType: l.subType ?? (l as unknown as { sub_type: string | null }).sub_type ?? null,
    animals: Number(l.animals),
    batches: Number(l.batches),
  }));
  const animals = n(row.animals);
  const deaths = n(row.deaths_cur);
  return {
    ...base,
    farm: {
      totalAnimals: animals,
      totalBatches: n(row.batches),
      activeBatches: n(row.active_batches),
      livestock,
      mortality30d: figure(deaths, n(row.deaths_prior)),
      mortality7d: n(row.deaths_week),
      mortalityRate30d: mortalityRate(deaths, {
        startCount: startCountFrom(animals, {
          mortality: deaths,
          culling: n(row.culled_cur),
          numberSold: n(row.sold_cur),
          newBirths: n(row.births_cur),
        }),
        births: n(row.births_cur),
      }),
      feedKg30d: figure(two(row.feed_cur), two(row.feed_prior)),
      salesNaira30d: figure(koboToNaira(n(row.sales_cur)), koboToNaira(n(row.sales_prior))),
      expensesNaira30d: figure(
        koboToNaira(n(row.expenses_cur)),
        koboToNaira(n(row.expenses_prior)),
      ),
      lastRecordDate: row.last_record === null ? null : String(row.last_record),
    },
  };
}
