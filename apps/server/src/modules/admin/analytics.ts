import type { AdminAnalytics, adminAnalyticsQuery } from '@kiwo/api-client/schemas';
import { addDays, isoWeekdayIndex } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { n, rows } from '../../db/sql';
import { farmToday } from '../../lib/farm-today';

type Query = z.output<typeof adminAnalyticsQuery>;
type Bucket = 'day' | 'week';

const naira = (kobo: unknown) => Math.round(n(kobo)) / 100;

/** Every bucket start from `from` to `to`: each day, or each Monday (PostgreSQL's weeks). */
function bucketsOf(from: string, to: string, bucket: Bucket): string[] {
  const out: string[] = [];
  const step = bucket === 'week' ? 7 : 1;
  let day = bucket === 'week' ? addDays(from, -isoWeekdayIndex(from)) : from;
  while (day <= to) {
    out.push(day);
    day = addDays(day, step);
  }
  return out;
}

interface RecordGroup extends Record<string, unknown> {
  by_bucket: number;
  by_state: number;
  by_livestock: number;
  bucket: string | null;
  state: string | null;
  livestock_type: string | null;
}

/**
 * What an operations team reads across Nigeria: sign-ups, farmers recording, deaths and sales
 * over time, and by state and livestock type. Two statements: one pass over the window's daily
 * records (joined to the section's livestock and the farmer's state) aggregated with GROUPING
 * SETS — per bucket, per state, per livestock and in total, distinct farmers included — and one
 * over the window's new accounts. Buckets are Lagos days for 30 days, weeks from Monday beyond;
 * empty buckets are filled with zeros so charts have no gaps.
 */
export async function adminAnalytics(db: Database, q: Query): Promise<AdminAnalytics> {
  const days = q.days ?? 30;
  const to = farmToday();
  const from = addDays(to, -(days - 1));
  const bucket: Bucket = days > 30 ? 'week' : 'day';
  const unit = sql.raw(`'${bucket}'`);
  const state = q.state ? sql`and u.state_of_residence = ${q.state}` : sql``;
  const livestock = q.livestock ? sql`and s.livestock_type = ${q.livestock}` : sql``;
  const signupLivestock = q.livestock
    ? sql`and (u.role <> 'farmer' or u.primary_livestock = ${q.livestock})`
    : sql``;

  const [groups, signups] = await Promise.all([
    rows<RecordGroup>(
      db,
      sql`select grouping(x.b)::int as by_bucket, grouping(x.state)::int as by_state,
          grouping(x.livestock_type)::int as by_livestock,
          x.b::text as bucket, x.state, x.livestock_type,
          sum(x.mortality)::int as deaths, sum(x.sales_kobo) as sales,
          sum(x.number_sold)::int as sold, count(distinct x.farmer_id)::int as farmers
        from (
          select date_trunc(${unit}, r.date)::date as b, u.state_of_residence as state,
            s.livestock_type, r.farmer_id, r.mortality, r.sales_kobo, r.number_sold
          from daily_records r
          join sections s on s.id = r.section_id
          join users u on u.id = r.farmer_id
          where r.date between ${from} and ${to} ${state} ${livestock}
        ) x
        group by grouping sets ((x.b), (x.state), (x.livestock_type), ())`,
    ),
    rows<{ bucket: string; farmers: number; agents: number }>(
      db,
      sql`select date_trunc(${unit}, (u.created_at at time zone 'Africa/Lagos')::date)::date::text
            as bucket,
          count(*) filter (where u.role = 'farmer')::int as farmers,
          count(*) filter (where u.role = 'agent')::int as agents
        from users u
        where u.created_at >= (${from}::date::timestamp at time zone 'Africa/Lagos')
          and u.role <> 'admin' ${state} ${signupLivestock}
        group by 1`,
    ),
  ]);

  const figures = (r: Record<string, unknown> | undefined) => ({
    deaths: n(r?.deaths),
    sales: naira(r?.sales),
    sold: n(r?.sold),
    farmers: n(r?.farmers),
  });
  // GROUPING() is 0 for the column a row is grouped by, 1 for the ones rolled up.
  const perBucket = new Map(
    groups.filter((g) => n(g.by_bucket) === 0).map((g) => [String(g.bucket), g]),
  );
  const perState = groups.filter((g) => n(g.by_state) === 0);
  const perLivestock = groups.filter((g) => n(g.by_livestock) === 0);
  const total = groups.find(
    (g) => n(g.by_bucket) === 1 && n(g.by_state) === 1 && n(g.by_livestock) === 1,
  );
  const newAccounts = new Map(signups.map((s) => [s.bucket, s]));
  const series = bucketsOf(from, to, bucket);
  const byDeaths = (a: { deaths: number }, b: { deaths: number }) => b.deaths - a.deaths;

  return {
    days,
    from,
    to,
    bucket,
    signups: series.map((date) => ({
      date,
      farmers: n(newAccounts.get(date)?.farmers),
      agents: n(newAccounts.get(date)?.agents),
    })),
    activeFarmers: series.map((date) => ({ date, farmers: n(perBucket.get(date)?.farmers) })),
    trend: series.map((date) => {
      const f = figures(perBucket.get(date));
      return { date, deaths: f.deaths, sales: f.sales };
    }),
    byState: perState
      .map((g) => ({ state: g.state, ...figures(g) }))
      .sort((a, b) => byDeaths(a, b) || String(a.state).localeCompare(String(b.state))),
    byLivestock: perLivestock
      .map((g) => ({ livestockType: String(g.livestock_type), ...figures(g) }))
      .sort((a, b) => byDeaths(a, b) || a.livestockType.localeCompare(b.livestockType)),
    totals: {
      ...figures(total),
      signups: signups.reduce((sum, s) => sum + n(s.farmers) + n(s.agents), 0),
    },
  };
}
