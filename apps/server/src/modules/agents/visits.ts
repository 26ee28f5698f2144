import {
  MORTALITY_ALERT_DAYS,
  NEED_VISIT_DAYS,
  type VisitItem,
  type VisitReason,
} from '@kiwo/api-client/schemas';
import { addDays, ageOnDay, mortalityRate } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { n, rows } from '../../db/sql';
import { paginationOf } from '../../lib/paging';
import { overdueHealthOfAgent } from '../health';
import { alertDays } from './dashboard';

type VisitRow = {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  state_of_residence: string | null;
  last_day: string | null;
  section_name: string | null;
  alert_date: string | null;
  mortality: number | null;
  at_start: number | null;
  total: number;
};

/**
 * Every farmer of the agent who needs a visit, worst first: a mortality alert (their worst day),
 * then an overdue health item, then silence (never recorded, then the longest silent); within a
 * group the id keeps pages stable. One query over the agent's farmers (a latest-day probe each)
 * with the alert days; overdue health items come from the calendar in memory (ADR 0056) and are
 * passed in as a list of ids.
 */
const visitsQuery = (
  agentId: string,
  since: { visit: string; alert: string },
  percent: number,
  overdueIds: readonly string[],
  page: { limit: number; offset: number },
) => {
  const overdue =
    overdueIds.length > 0
      ? sql`m.id in (${sql.join(
          overdueIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`m.id is null`; // never true; a bare `false` is a constant PostgreSQL cannot order by
  return sql`
  with mine as (
    select u.id, u.first_name, u.last_name, u.phone, u.state_of_residence, u.created_at,
           (select max(r.date) from daily_records r where r.farmer_id = u.id) as last_day
    from users u where u.agent_id = ${agentId} and u.role = 'farmer'
  ),
  worst as (
    select a.*, row_number() over (
      partition by a.farmer_id order by a.mortality::numeric / a.at_start desc, a.date desc,
        a.section_id
    ) as rank
    from (${alertDays(agentId, since.alert, percent)}) a
  )
  select m.id, m.first_name, m.last_name, m.phone, m.state_of_residence,
         m.last_day::text as last_day, w.section_name, w.date::text as alert_date, w.mortality,
         w.at_start::int as at_start, count(*) over ()::int as total
  from mine m
  left join worst w on w.farmer_id = m.id and w.rank = 1
  where w.farmer_id is not null or ${overdue} or m.last_day is null
     or m.last_day < ${since.visit}::date
  order by (w.farmer_id is not null) desc, (${overdue}) desc, m.last_day asc nulls first,
           m.created_at asc, m.id
  limit ${page.limit} offset ${page.offset}`;
};

/** `GET /agents/me/visits`: one page of who needs a visit, each with every reason why. */
export async function agentVisits(
  db: Database,
  agentId: string,
  today: string,
  options: { mortalityAlertPercent: number; page: number; limit: number },
): Promise<{ items: VisitItem[]; pagination: ReturnType<typeof paginationOf> }> {
  const visitSince = addDays(today, 1 - NEED_VISIT_DAYS);
  const overdue = await overdueHealthOfAgent(db, agentId, today);
  const overdueIds = [...new Set(overdue.map((o) => o.farmerId))];
  const found = await rows<VisitRow>(
    db,
    visitsQuery(
      agentId,
      { visit: visitSince, alert: addDays(today, 1 - MORTALITY_ALERT_DAYS) },
      options.mortalityAlertPercent,
      overdueIds,
      { limit: options.limit, offset: (options.page - 1) * options.limit },
    ),
  );
  const items = found.map((r): VisitItem => {
    const reasons: VisitReason[] = [];
    if (r.alert_date && r.section_name) {
      reasons.push({
        kind: 'mortality',
        sectionName: r.section_name,
        date: r.alert_date,
        mortality: n(r.mortality),
        rate: mortalityRate(n(r.mortality), { startCount: n(r.at_start) }),
      });
    }
    for (const o of overdue.filter((item) => item.farmerId === r.id)) {
      reasons.push({
        kind: 'overdueHealth',
        itemId: o.itemId,
        sectionName: o.sectionName,
        dueTo: o.dueTo,
      });
    }
    if (r.last_day === null || r.last_day < visitSince) {
      reasons.push({
        kind: 'noRecord',
        days: r.last_day === null ? null : ageOnDay(r.last_day, 0, today),
      });
    }
    return {
      farmerId: r.id,
      name: `${r.first_name} ${r.last_name}`,
      phone: r.phone,
      stateOfResidence: r.state_of_residence,
      lastRecordAt: r.last_day,
      reasons,
    };
  });
  const total = n(found[0]?.total);
  // Past the last page there is no row to carry the count: count again, cheaply, only then.
  const all =
    found.length === 0 && options.page > 1
      ? (await agentVisits(db, agentId, today, { ...options, page: 1, limit: 1 })).pagination.total
      : total;
  return { items, pagination: paginationOf(options, all) };
}
