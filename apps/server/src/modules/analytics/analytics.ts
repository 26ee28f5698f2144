import type { Analytics } from '@kiwo/api-client/schemas';
import {
  addDays,
  koboToNaira,
  mortalityRate,
  salesPerAnimalSold,
  startCountFrom,
} from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { n, rows, two } from '../../db/sql';

/** Every calendar day of the range, with the farm's sums (zeros where nothing was recorded). */
const dailyQuery = (farmerId: string, from: string, to: string) => sql`
  select d::date::text as date,
         coalesce(sum(r.sales_kobo), 0)::text as sales,
         coalesce(sum(r.expenses_kobo), 0)::text as expenses,
         coalesce(sum(r.mortality), 0)::int as mortality,
         coalesce(sum(r.feed_amount), 0)::text as feed,
         coalesce(sum(r.new_births), 0)::int as births
  from generate_series(${from}::date, ${to}::date, interval '1 day') d
  left join daily_records r on r.farmer_id = ${farmerId} and r.date = d::date
  group by d
  order by d`;

const totalsQuery = (farmerId: string, from: string, to: string) => sql`
  select coalesce(sum(sales_kobo), 0)::text as sales,
         coalesce(sum(sales_kobo) filter (where number_sold > 0), 0)::text as sold_sales,
         coalesce(sum(expenses_kobo), 0)::text as expenses,
         coalesce(sum(mortality), 0)::int as mortality,
         coalesce(sum(feed_amount), 0)::text as feed,
         coalesce(sum(new_births), 0)::int as births,
         coalesce(sum(number_sold), 0)::int as number_sold,
         coalesce(sum(culling), 0)::int as culling,
         (select coalesce(sum(s.count), 0) from sections s join batches b on b.id = s.batch_id
           where s.farmer_id = ${farmerId} and b.status = 'Active')::int as animals
  from daily_records
  where farmer_id = ${farmerId} and date >= ${from}::date and date <= ${to}::date`;

/** Per livestock type: live animals in active batches, and the range's deaths and sales. */
const livestockQuery = (farmerId: string, from: string, to: string) => sql`
  select s.livestock_type,
         coalesce(sum(s.count) filter (where b.status = 'Active'), 0)::int as animals,
         coalesce(sum(rr.mortality), 0)::int as mortality,
         coalesce(sum(rr.sales), 0)::text as sales
  from sections s
  join batches b on b.id = s.batch_id
  left join (
    select section_id, sum(mortality) as mortality, sum(sales_kobo) as sales
    from daily_records
    where farmer_id = ${farmerId} and date >= ${from}::date and date <= ${to}::date
    group by section_id
  ) rr on rr.section_id = s.id
  where s.farmer_id = ${farmerId}
  group by s.livestock_type
  having coalesce(sum(s.count) filter (where b.status = 'Active'), 0) > 0
      or coalesce(sum(rr.mortality), 0) > 0 or coalesce(sum(rr.sales), 0) > 0
  order by s.livestock_type`;

/** `/farmers/:id/analytics?days=`: the last `days` calendar days, today included. */
export async function farmerAnalytics(
  db: Database,
  farmerId: string,
  today: string,
  days: number,
): Promise<Analytics> {
  const from = addDays(today, 1 - days);
  const [daily, [totals], byType] = await Promise.all([
    rows<Record<string, string | number>>(db, dailyQuery(farmerId, from, today)),
    rows<Record<string, string | number>>(db, totalsQuery(farmerId, from, today)),
    rows<Record<string, string | number>>(db, livestockQuery(farmerId, from, today)),
  ]);
  if (!totals) throw new Error('aggregate query returned no row');
  const sales = koboToNaira(n(totals.sales));
  const expenses = koboToNaira(n(totals.expenses));
  const animals = n(totals.animals);
  return {
    days,
    from,
    to: today,
    daily: daily.map((d) => ({
      date: String(d.date),
      sales: koboToNaira(n(d.sales)),
      expenses: koboToNaira(n(d.expenses)),
      mortality: n(d.mortality),
      feed: two(d.feed),
      births: n(d.births),
    })),
    byLivestock: byType.map((t) => ({
      livestockType: String(t.livestock_type) as Analytics['byLivestock'][number]['livestockType'],
      animals: n(t.animals),
      mortality: n(t.mortality),
      sales: koboToNaira(n(t.sales)),
    })),
    totals: {
      sales,
      expenses,
      net: koboToNaira(n(totals.sales) - n(totals.expenses)),
      mortality: n(totals.mortality),
      feed: two(totals.feed),
      births: n(totals.births),
      numberSold: n(totals.number_sold),
      salesPerAnimalSold: salesPerAnimalSold(
        koboToNaira(n(totals.sold_sales)),
        n(totals.number_sold),
      ),
      animals,
      // The range ends today, so its start count is worked back from today's (`startCountFrom`).
      mortalityRate: mortalityRate(n(totals.mortality), {
        startCount: startCountFrom(animals, {
          mortality: n(totals.mortality),
          culling: n(totals.culling),
          numberSold: n(totals.number_sold),
          newBirths: n(totals.births),
        }),
        births: n(totals.births),
      }),
    },
  };
}
