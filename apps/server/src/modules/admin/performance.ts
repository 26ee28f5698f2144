import type { AgentPerformanceRow, agentPerformanceQuery } from '@kiwo/api-client/schemas';
import { addDays } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { n, rows } from '../../db/sql';
import { farmToday } from '../../lib/farm-today';
import { pageOf, paginationOf } from '../../lib/paging';
import { searchCondition } from '../users';

type Query = z.output<typeof agentPerformanceQuery>;

/** The sort keys, mapped to the figure's column (a closed list: never text from the request). */
const SORT_COLUMNS = {
  name: 'name',
  farmers: 'farmers',
  recording: '"recording7d"',
  visits: '"visits7d"',
  alerts: '"alertsHandled7d"',
  consultations: '"consultationsAnswered7d"',
} as const;

/** Alerts an agent is expected to act on (ADR 0015: the agent is told of both). */
const ALERT_TYPES = sql`('high_mortality', 'help_requested')`;

/**
 * Every agent's last 7 days in one statement: each figure a correlated count on an indexed
 * column (agent_id, user_id + created_at, farmer_id + date), so the cost grows with agents ×
 * their own rows, not with the whole tables. Sorting needs every agent's figures, so the page is
 * cut after the sort (a few hundred agents: see docs/BENCHMARKS.md).
 */
export async function agentPerformancePage(db: Database, q: Query) {
  const paging = pageOf(q);
  const since = addDays(farmToday(), -6);
  const column = sql.raw(SORT_COLUMNS[q.sort ?? 'recording']);
  const order = sql.raw(q.order ?? (q.sort === 'name' ? 'asc' : 'desc'));
  const where = sql`u.role = 'agent'
    ${q.state ? sql`and u.state_of_residence = ${q.state}` : sql``}
    ${q.search ? sql`and u.id in (select id from users where ${searchCondition(q.search)})` : sql``}`;
  const result = await rows<Record<string, unknown>>(
    db,
    sql`with figures as (
      select u.id, u.first_name || ' ' || u.last_name as name, u.phone,
        u.state_of_residence as state, u.status,
        (select count(*)::int from users f where f.agent_id = u.id) as farmers,
        (select count(*)::int from users f where f.agent_id = u.id and exists (
          select 1 from daily_records r where r.farmer_id = f.id and r.date >= ${since}
        )) as "recording7d",
        (select count(*)::int from agent_reports a where a.agent_id = u.id
          and a.report_type = 'visit' and a.created_at > now() - interval '7 days') as "visits7d",
        (select count(*)::int from notifications m where m.user_id = u.id
          and m.type in ${ALERT_TYPES} and m.created_at > now() - interval '7 days') as "alerts7d",
        (select count(*)::int from notifications m where m.user_id = u.id
          and m.type in ${ALERT_TYPES} and m.created_at > now() - interval '7 days'
          and (m.is_read or m.acted_at is not null)) as "alertsHandled7d",
        (select count(distinct c.consultation_id)::int from consultation_replies c
          where c.author_id = u.id and c.created_at > now() - interval '7 days')
          as "consultationsAnswered7d",
        count(*) over ()::int as total
      from users u where ${where}
    )
    select * from figures order by ${column} ${order}, name asc, id asc
    limit ${paging.limit} offset ${paging.offset}`,
  );
  const total = n(result[0]?.total);
  const data = result.map(
    (r): AgentPerformanceRow => ({
      agentId: String(r.id),
      name: String(r.name),
      phone: String(r.phone),
      state: r.state === null ? null : String(r.state),
      status: String(r.status),
      farmers: n(r.farmers),
      recording7d: n(r.recording7d),
      visits7d: n(r.visits7d),
      alerts7d: n(r.alerts7d),
      alertsHandled7d: n(r.alertsHandled7d),
      consultationsAnswered7d: n(r.consultationsAnswered7d),
    }),
  );
  return { data, pagination: paginationOf(paging, total) };
}
