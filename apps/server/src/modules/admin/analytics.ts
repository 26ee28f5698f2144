import type { AdminAnalytics, adminAnalyticsQuery } from '@kiwo/api-client/schemas';
import { addDays } from '@kiwo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { n, rows } from '../analytics/sql';
import { farmToday } from '../records/service';

type Query = z.output<typeof adminAnalyticsQuery>;

const LAGOS_DAY = (column: SQL) => sql`(${column} at time zone 'Africa/Lagos')::date`;
const naira = (kobo: unknown) => Math.round(n(kobo)) / 100;

/**
 * What an operations team reads across Nigeria: sign-ups, active farmers, deaths and sales over
 * time, and deaths and sales by state and by livestock type. Each figure is one aggregate query
 * over a date range (daily_records by date, users by created_at); buckets are Lagos days for
 * 30 days and weeks (from Monday) beyond, filled with zeros so charts have no gaps.
 */
export async function adminAnalytics(db: Database, q: Query): Promise<AdminAnalytics> {
  const days = q.days ?? 30;
  const to = farmToday();
  const from = addDays(to, -(days - 1));
  const bucket = days > 30 ? 'week' : 'day';
  const unit = sql.raw(`'${bucket}'`);
  const bucketOf = (day: SQL) => sql`date_trunc(${unit}, ${day})::date`;
  const series = sql`select generate_series(date_trunc(${unit}, ${from}::date), ${to}::date,
    ${sql.raw(`'1 ${bucket}'`)}::interval)::date as d`;

  const userState = q.state ? sql`and u.state_of_residence = ${q.state}` : sql``;
  const recordFilter = sql`${q.state ? sql`and u.state_of_residence = ${q.state}` : sql``}
    ${q.livestock ? sql`and s.livestock_type = ${q.livestock}` : sql``}`;
  const signupLivestock = q.livestock
    ? sql`and (u.role <> 'farmer' or u.primary_livestock = ${q.livestock})`
    : sql``;
  // Records of the window with their farmer's state and section's livestock type.
  const records = sql`select r.farmer_id, r.date, r.mortality, r.sales_kobo, r.number_sold,
      u.state_of_residence as state, s.livestock_type
    from daily_records r
    join sections s on s.id = r.section_id
    join users u on u.id = r.farmer_id
    where r.date between ${from} and ${to} ${recordFilter}`;

  const [signups, active, trend, byState, byLivestock, totals] = await Promise.all([
    rows<{ date: string; farmers: number; agents: number }>(
      db,
      sql`with b as (${series}),
        s as (select ${bucketOf(LAGOS_DAY(sql`u.created_at`))} as d,
            count(*) filter (where u.role = 'farmer')::int as farmers,
            count(*) filter (where u.role = 'agent')::int as agents
          from users u
          where u.created_at >= (${from}::date::timestamp at time zone 'Africa/Lagos')
            ${userState} ${signupLivestock}
          group by 1)
      select b.d::text as date, coalesce(s.farmers, 0) as farmers, coalesce(s.agents, 0) as agents
      from b left join s on s.d = b.d order by b.d`,
    ),
    rows<{ date: string; farmers: number }>(
      db,
      sql`with b as (${series}), r as (${records}),
        a as (select ${bucketOf(sql`r.date`)} as d, count(distinct r.farmer_id)::int as farmers
          from r group by 1)
      select b.d::text as date, coalesce(a.farmers, 0) as farmers
      from b left join a on a.d = b.d order by b.d`,
    ),
    rows<{ date: string; deaths: number; sales: string }>(
      db,
      sql`with b as (${series}), r as (${records}),
        t as (select ${bucketOf(sql`r.date`)} as d, sum(r.mortality)::int as deaths,
            sum(r.sales_kobo) as sales
          from r group by 1)
      select b.d::text as date, coalesce(t.deaths, 0) as deaths, coalesce(t.sales, 0) as sales
      from b left join t on t.d = b.d order by b.d`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`with r as (${records})
      select state, sum(mortality)::int as deaths, sum(sales_kobo) as sales,
        sum(number_sold)::int as sold, count(distinct farmer_id)::int as farmers
      from r group by state order by deaths desc, state`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`with r as (${records})
      select livestock_type, sum(mortality)::int as deaths, sum(sales_kobo) as sales,
        sum(number_sold)::int as sold, count(distinct farmer_id)::int as farmers
      from r group by livestock_type order by deaths desc, livestock_type`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`with r as (${records})
      select coalesce(sum(mortality), 0)::int as deaths, coalesce(sum(sales_kobo), 0) as sales,
        coalesce(sum(number_sold), 0)::int as sold, count(distinct farmer_id)::int as farmers,
        (select count(*)::int from users u
          where u.created_at >= (${from}::date::timestamp at time zone 'Africa/Lagos')
            and u.role <> 'admin' ${userState} ${signupLivestock}) as signups
      from r`,
    ),
  ]);
  const figures = (r: Record<string, unknown>) => ({
    deaths: n(r.deaths),
    sales: naira(r.sales),
    sold: n(r.sold),
    farmers: n(r.farmers),
  });
  const t = totals[0] ?? {};
  return {
    days,
    from,
    to,
    bucket,
    signups: signups.map((r) => ({ date: r.date, farmers: n(r.farmers), agents: n(r.agents) })),
    activeFarmers: active.map((r) => ({ date: r.date, farmers: n(r.farmers) })),
    trend: trend.map((r) => ({ date: r.date, deaths: n(r.deaths), sales: naira(r.sales) })),
    byState: byState.map((r) => ({ state: (r.state as string | null) ?? null, ...figures(r) })),
    byLivestock: byLivestock.map((r) => ({
      livestockType: String(r.livestock_type),
      ...figures(r),
    })),
    totals: { ...figures(t), signups: n(t.signups) },
  };
}
