import {
  type AgentDashboard,
  MORTALITY_ALERT_DAYS,
  type MortalityAlert,
  NEED_VISIT_DAYS,
  type NeedVisitItem,
} from '@kiwo/api-client/schemas';
import { addDays, mortalityRate } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { n, rows } from '../../db/sql';

/** Longest lists the dashboard sends; the counts say how many there are in all. */
const NEED_VISIT_LIMIT = 50;
const ALERT_LIMIT = 50;

const name = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`;

/** Farmers attached to the agent, and live animals across their active batches. */
const totalsQuery = (agentId: string) => sql`
  with mine as (select id from users where agent_id = ${agentId} and role = 'farmer')
  select
    (select count(*) from mine)::int as farmers,
    (select coalesce(sum(s.count), 0) from sections s
       join batches b on b.id = s.batch_id
       where s.farmer_id in (select id from mine) and b.status = 'Active')::int as animals`;

/**
 * Farmers with no record on or after `since` (the last NEED_VISIT_DAYS Lagos days): never
 * recorded first, then the longest silent. The latest day is one index probe per farmer.
 */
const needVisitQuery = (agentId: string, since: string) => sql`
  select u.id, u.first_name, u.last_name, u.phone, last.day::text as last_record_at,
         count(*) over ()::int as total
  from users u
  left join lateral (
    select max(r.date) as day from daily_records r where r.farmer_id = u.id
  ) last on true
  where u.agent_id = ${agentId} and u.role = 'farmer'
    and (last.day is null or last.day < ${since}::date)
  order by last.day asc nulls first, u.created_at asc, u.id
  limit ${NEED_VISIT_LIMIT}`;

type NeedVisitRow = {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  last_record_at: string | null;
  total: number;
};

/**
 * Days since `since` on which a section of an active batch lost more than `percent` % of the
 * animals it had at the start of that day. That start count is the live count now plus every
 * animal that left since (deaths, culls, sales) minus births since, that day included — a window
 * sum over the section's records of those few days, newest first. Columns: farmer_id,
 * section_id, section_name, batch_name, date, mortality, at_start. Shared with the visits list.
 */
export const alertDays = (agentId: string, since: string, percent: number) => sql`
  with recent as (
    select r.farmer_id, r.section_id, r.date, r.mortality,
           sum(r.mortality + r.culling + r.number_sold - r.new_births) over (
             partition by r.section_id order by r.date desc
             rows between unbounded preceding and current row
           ) as left_since
    from daily_records r
    join users u on u.id = r.farmer_id
    where u.agent_id = ${agentId} and u.role = 'farmer' and r.date >= ${since}::date
  ),
  days as (
    select rc.*, s.count + rc.left_since as at_start, s.name as section_name,
           b.name as batch_name, b.status
    from recent rc
    join sections s on s.id = rc.section_id
    join batches b on b.id = s.batch_id
  )
  select d.farmer_id, d.section_id, d.section_name, d.batch_name, d.date, d.mortality,
         d.at_start
  from days d
  where d.status = 'Active' and d.mortality > 0 and d.at_start > 0
    and d.mortality * 100 > ${percent}::numeric * d.at_start`;

const alertsQuery = (agentId: string, since: string, percent: number) => sql`
  select d.farmer_id, u.first_name, u.last_name, d.section_id, d.section_name, d.batch_name,
         d.date::text as date, d.mortality, d.at_start::int as at_start
  from (${alertDays(agentId, since, percent)}) d join users u on u.id = d.farmer_id
  order by d.date desc, d.mortality::numeric / d.at_start desc, d.section_id
  limit ${ALERT_LIMIT}`;

type AlertRow = {
  farmer_id: string;
  first_name: string;
  last_name: string;
  section_id: string;
  section_name: string;
  batch_name: string;
  date: string;
  mortality: number;
  at_start: number;
};

/**
 * `GET /agents/me/dashboard` figures, each one aggregate query over the agent's farmers (never a
 * loop over their rows). `today` is the Lagos calendar day; reports come from the caller.
 */
export async function agentDashboard(
  db: Database,
  agentId: string,
  today: string,
  options: { mortalityAlertPercent: number; recentReports: AgentDashboard['recentReports'] },
): Promise<AgentDashboard> {
  const visitSince = addDays(today, 1 - NEED_VISIT_DAYS);
  const alertSince = addDays(today, 1 - MORTALITY_ALERT_DAYS);
  const [totals] = await rows<{ farmers: number; animals: number }>(db, totalsQuery(agentId));
  const visits = await rows<NeedVisitRow>(db, needVisitQuery(agentId, visitSince));
  const alerts = await rows<AlertRow>(
    db,
    alertsQuery(agentId, alertSince, options.mortalityAlertPercent),
  );

  const needVisit: NeedVisitItem[] = visits.map((r) => ({
    farmerId: r.id,
    name: name(r),
    phone: r.phone,
    lastRecordAt: r.last_record_at,
  }));
  const mortalityAlerts: MortalityAlert[] = alerts.map((r) => ({
    farmerId: r.farmer_id,
    name: name(r),
    sectionId: r.section_id,
    sectionName: r.section_name,
    batchName: r.batch_name,
    date: r.date,
    mortality: n(r.mortality),
    rate: mortalityRate(n(r.mortality), { startCount: n(r.at_start) }),
  }));
  return {
    farmers: n(totals?.farmers),
    animals: n(totals?.animals),
    needVisit,
    needVisitCount: n(visits[0]?.total),
    mortalityAlerts,
    mortalityAlertPercent: options.mortalityAlertPercent,
    recentReports: options.recentReports,
  };
}
