import type { Dashboard } from '@kiwo/api-client/schemas';
import {
  averageProductivity,
  feedConversion,
  formatTrendLabel,
  koboToNaira,
  measuredFeedConversion,
  mortalityRate,
  revenuePerAnimal,
  round1,
  salesPerAnimalSold,
  TREND_WINDOW_DAYS,
  trend,
  WEEKDAY_SHORT_EN,
  weeklyChart,
} from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { n, two } from '../../db/sql';

/** Spec §9 recent activity: 10 items. */
const RECENT = 10;

/**
 * Stock figures over the sections of active batches: live animals, lifetime mortality, feed and
 * expenses, batch progress, and the latest recorded weight of each section (one index probe per
 * section), weighted by its live count. The CTEs `active`, `life`, `weights` and `stock`.
 */
const stockCtes = (farmerId: Param) => sql`
  active as (
    select s.id, s.count, s.initial_count + s.count_adjustment as placed, b.id as batch_id,
           b.name as batch_name
    from sections s join batches b on b.id = s.batch_id
    where s.farmer_id = ${farmerId} and b.status = 'Active'
  ),
  life as (
    select coalesce(sum(r.mortality), 0) as mortality,
           coalesce(sum(r.new_births), 0) as births,
           coalesce(sum(r.feed_amount), 0) as feed,
           coalesce(sum(r.expenses_kobo), 0) as expenses,
           -- sales that sold animals, and how many: eggs or milk would inflate an animal's price
           coalesce(sum(r.sales_kobo) filter (where r.number_sold > 0), 0) as sold_sales,
           coalesce(sum(r.number_sold), 0) as number_sold
    from daily_records r join active a on a.id = r.section_id
    where r.farmer_id = ${farmerId}
  ),
  weights as (
    select a.count, w.weight
    from active a
    cross join lateral (
      select r.weight from daily_records r
      where r.section_id = a.id and r.weight > 0
      order by r.date desc limit 1
    ) w
  ),
  -- A section's first and latest weighings, the feed recorded after the first up to the latest,
  -- and the animals alive on the latest's day (today's count plus what left since): the inputs
  -- of domain measuredFeedConversion (ADR 0046). Two index probes per active section.
  weighings as (
    select a.batch_id, a.batch_name, f.weight as first_weight, l.weight as last_weight,
           (select coalesce(sum(r.feed_amount), 0) from daily_records r
             where r.section_id = a.id and r.date > f.date and r.date <= l.date) as feed,
           a.count + (select coalesce(sum(r.mortality + r.culling + r.number_sold - r.new_births), 0)
             from daily_records r where r.section_id = a.id and r.date > l.date) as alive
    from active a
    cross join lateral (
      select r.weight, r.date from daily_records r
      where r.section_id = a.id and r.weight > 0
      order by r.date asc limit 1
    ) f
    cross join lateral (
      select r.weight, r.date from daily_records r
      where r.section_id = a.id and r.weight > 0
      order by r.date desc limit 1
    ) l
    where l.date > f.date
  ),
  stock as (select
    (select count(*) from batches where farmer_id = ${farmerId})::int as batches,
    (select coalesce(array_agg(progress), '{}') from batches
       where farmer_id = ${farmerId} and status = 'Active') as progresses,
    (select count(*) from active)::int as sections,
    (select coalesce(sum(count), 0) from active)::int as animals,
    (select coalesce(sum(placed), 0) from active)::int as placed,
    life.mortality::text as life_mortality, life.births::text as life_births, life.feed::text as life_feed,
    life.expenses::text as life_expenses,
    life.sold_sales::text as life_sold_sales, life.number_sold::int as life_number_sold,
    (select coalesce(json_agg(w), '[]'::json) from weighings w) as weighings,
    (select (sum(weight * count) / nullif(sum(count), 0))::text from weights) as avg_weight
  from life)`;

type StockRow = {
  batches: number;
  progresses: number[];
  sections: number;
  animals: number;
  placed: number;
  life_mortality: string;
  life_births: string;
  life_feed: string;
  life_expenses: string;
  avg_weight: string | null;
  life_sold_sales: string;
  life_number_sold: number;
  weighings: {
    batch_id: string;
    batch_name: string;
    first_weight: number | string;
    last_weight: number | string;
    feed: number | string;
    alive: number;
  }[];
};

/** The measured figures beside the §9 estimates (ADR 0046), per batch and for the farm. */
function measured(stock: StockRow): Dashboard['measured'] {
  const sections = (stock.weighings ?? []).map((w) => ({
    batchId: String(w.batch_id),
    batchName: String(w.batch_name),
    firstWeightKg: Number(w.first_weight),
    lastWeightKg: Number(w.last_weight),
    feedKg: Number(w.feed),
    aliveAtLastWeighing: Number(w.alive),
  }));
  const batchIds = [...new Set(sections.map((s) => s.batchId))];
  const byBatch = batchIds
    .map((batchId) => {
      const own = sections.filter((s) => s.batchId === batchId);
      return { batchId, batchName: own[0]?.batchName ?? '', ...measuredFeedConversion(own) };
    })
    .filter((b) => b.feedConversion !== null)
    .sort((a, b) => a.batchName.localeCompare(b.batchName));
  return {
    salesPerAnimalSold: salesPerAnimalSold(
      koboToNaira(n(stock.life_sold_sales)),
      stock.life_number_sold,
    ),
    animalsSold: stock.life_number_sold,
    feedConversion: measuredFeedConversion(sections).feedConversion,
    feedConversionByBatch: byBatch,
  };
}

/** The last 30 days against the 30 before (calendar days, today included), per flow. */
const windowsQuery = (farmerId: Param, today: Param) => {
  // Column names only are spliced in; the dates are parameters, so the text never changes.
  const flows = ['sales_kobo', 'expenses_kobo', 'mortality', 'feed_amount'].map((c) =>
    sql.raw(`
    coalesce(sum(${c}) filter (where date >= w.current), 0)::text as ${c}_cur,
    coalesce(sum(${c}) filter (where date < w.current), 0)::text as ${c}_prior`),
  );
  return sql`select ${sql.join(flows, sql`,`)}
    from daily_records, (select ${today}::date - ${sql.raw(String(TREND_WINDOW_DAYS - 1))} as current) w
    where farmer_id = ${farmerId}
      and date >= ${today}::date - ${sql.raw(String(2 * TREND_WINDOW_DAYS - 1))}
      and date <= ${today}::date`;
};

const weeklyQuery = (farmerId: Param, today: Param) => sql`
  select date::text as date, sum(sales_kobo)::text as sales, sum(expenses_kobo)::text as expenses,
         sum(mortality)::int as mortality, coalesce(sum(feed_amount), 0)::text as feed
  from daily_records
  -- the week Monday to Sunday that holds today, as weeklyChart draws it (ADR 0040)
  where farmer_id = ${farmerId} and date >= date_trunc('week', ${today}::date)::date
    and date <= ${today}::date
  group by date`;

const recentQuery = (farmerId: Param) => sql`
  select r.id, r.section_id, s.name as section_name, b.name as batch_name, r.date::text as date,
         r.mortality, r.sales_kobo::text as sales, r.feed_amount::text as feed, r.updated_at
  from daily_records r
  join sections s on s.id = r.section_id
  join batches b on b.id = s.batch_id
  where r.farmer_id = ${farmerId}
  order by r.updated_at desc, r.id desc
  limit ${sql.raw(String(RECENT))}`;

/**
 * The whole dashboard in one statement and one row: the stock and window figures as columns,
 * the week's days and the recent records as JSON arrays. One round trip and one pooled
 * connection per dashboard instead of four (at 50 concurrent dashboards the four queries
 * queued for the pool's ten connections).
 */
const dashboardQuery = (farmerId: Param, today: Param) => sql`
  with ${stockCtes(farmerId)},
  windows as (${windowsQuery(farmerId, today)}),
  weekly as (select coalesce(json_agg(d), '[]'::json) as weekly
             from (${weeklyQuery(farmerId, today)}) d),
  recent as (select coalesce(json_agg(r order by r.updated_at desc, r.id desc), '[]'::json)
               as recent
             from (${recentQuery(farmerId)}) r)
  select * from stock, windows, weekly, recent`;

type Param = ReturnType<typeof sql.placeholder>;

/**
 * The dashboard's statement, prepared once per database (ADR 0031 addendum): it is the mix's
 * most expensive statement to plan. Drizzle prepares only builder queries, so the statement is
 * the `from` of a one-column select, its row as JSON.
 */
const prepared = new WeakMap<Database, ReturnType<typeof prepareDashboard>>();
function prepareDashboard(db: Database) {
  const farmerId = sql.placeholder('farmerId');
  const today = sql.placeholder('today');
  return db
    .select({ row: sql<DashboardRow>`to_json(d)` })
    .from(sql`(${dashboardQuery(farmerId, today)}) d`)
    .prepare('analytics_farmer_dashboard');
}

type DashboardRow = StockRow &
  Record<
    `${'sales_kobo' | 'expenses_kobo' | 'mortality' | 'feed_amount'}_${'cur' | 'prior'}`,
    string
  > & {
    weekly: Record<string, string>[];
    recent: Record<string, unknown>[];
  };

const labelled = (current: number, prior: number, invert = false) => {
  const result = trend(current, prior, { invert });
  return { ...result, label: formatTrendLabel(result) };
};

/** Spec §9 dashboard for one farmer: every sum in SQL, every formula from `@kiwo/domain`. */
export async function farmerDashboard(
  db: Database,
  farmerId: string,
  today: string,
): Promise<Dashboard> {
  const query = prepared.get(db) ?? prepareDashboard(db);
  prepared.set(db, query);
  const [result] = await query.execute({ farmerId, today });
  const row = result?.row;
  if (!row) throw new Error('aggregate query returned no row');
  const { weekly, recent } = row;
  const stock = row;
  const w = row;

  const animals = stock.animals;
  const avgWeight = n(stock.avg_weight);
  const lifeExpenses = koboToNaira(n(stock.life_expenses));
  const progresses = (stock.progresses ?? []).map(Number);
  const activeBatches = progresses.length;
  const sales = [n(w.sales_kobo_cur), n(w.sales_kobo_prior)].map(koboToNaira) as [number, number];
  const expenses = [n(w.expenses_kobo_cur), n(w.expenses_kobo_prior)].map(koboToNaira) as [
    number,
    number,
  ];
  const chart = weeklyChart(
    weekly.map((d) => ({
      date: d.date ?? '',
      salesNaira: koboToNaira(n(d.sales)),
      expenses: koboToNaira(n(d.expenses)),
      mortality: n(d.mortality),
      feedAmount: two(d.feed),
    })),
    today,
  );

  return {
    totals: {
      animals,
      batches: stock.batches,
      activeBatches,
      sections: stock.sections,
      mortality30d: n(w.mortality_cur),
      sales30d: sales[0],
      expenses30d: expenses[0],
      feed30d: two(w.feed_amount_cur),
    },
    trends: {
      sales: labelled(sales[0], sales[1]),
      expenses: labelled(expenses[0], expenses[1]),
      mortality: labelled(n(w.mortality_cur), n(w.mortality_prior), true),
      feed: labelled(two(w.feed_amount_cur), two(w.feed_amount_prior)),
    },
    mortalityRate: mortalityRate(n(stock.life_mortality), {
      startCount: stock.placed,
      births: n(stock.life_births),
    }),
    feedConversion: feedConversion(two(stock.life_feed), animals, avgWeight),
    averageProductivity: round1(averageProductivity(progresses)),
    revenuePerAnimal: revenuePerAnimal({
      totalAnimals: animals,
      averageWeightKg: avgWeight,
      totalExpensesNaira: lifeExpenses,
    }),
    measured: measured(stock),
    weekly: chart.map((b) => ({
      day: WEEKDAY_SHORT_EN[b.day] as Dashboard['weekly'][number]['day'],
      date: b.date,
      sales: b.salesNaira,
      expenses: b.expenses,
      mortality: b.mortality,
      feed: two(b.feedAmount),
    })),
    recentActivity: recent.map((r) => ({
      id: String(r.id),
      kind: 'record' as const,
      sectionId: String(r.section_id),
      sectionName: String(r.section_name),
      batchName: String(r.batch_name),
      date: String(r.date),
      mortality: n(r.mortality),
      salesNaira: koboToNaira(n(r.sales)),
      feedAmount: r.feed === null ? null : n(r.feed),
      updatedAt: new Date(r.updated_at as string | Date).toISOString(),
    })),
  };
}
