import { Readable } from 'node:stream';
import {
  type agentFarmersQuery,
  MORTALITY_ALERT_DAYS,
  NEED_VISIT_DAYS,
} from '@kiwo/api-client/schemas';
import { addDays, ageOnDay, type CsvColumn, mortalityRate, NO_DATA_TO_EXPORT } from '@kiwo/domain';
import { formatFarmDayIn } from '@kiwo/i18n';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { n, rows } from '../../db/sql';
import { csvPages, csvReaderText } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { attachment } from '../../lib/http';
import { overdueHealthOfAgent } from '../health';
import { agentFarmerChunk, type FarmerCursor } from '../users';
import { alertDays } from './dashboard';

type FarmersQuery = z.output<typeof agentFarmersQuery>;
type Farmer = Awaited<ReturnType<typeof agentFarmerChunk>>['rows'][number];

/** Farmers read per round trip while streaming: a 1,200-farmer workspace is 3 queries. */
const EXPORT_CHUNK = 500;

type AlertRow = {
  farmer_id: string;
  section_name: string;
  date: string;
  mortality: number;
  at_start: number;
};

/** Why a farmer needs a visit, worked out once per export for the whole workspace. */
async function visitReasons(db: Database, agentId: string, today: string, percent: number) {
  const alerts = new Map<string, AlertRow>();
  const found = await rows<AlertRow & { date: string }>(
    db,
    alertDays(agentId, addDays(today, 1 - MORTALITY_ALERT_DAYS), percent),
  );
  // The worst day of each farmer, as the visit list shows it.
  for (const r of found) {
    const worst = alerts.get(r.farmer_id);
    const rate = n(r.mortality) / n(r.at_start);
    if (!worst || rate > n(worst.mortality) / n(worst.at_start)) alerts.set(r.farmer_id, r);
  }
  const overdue = new Map<string, { itemId: string; sectionName: string; dueTo: string }[]>();
  for (const o of await overdueHealthOfAgent(db, agentId, today)) {
    overdue.set(o.farmerId, [...(overdue.get(o.farmerId) ?? []), o]);
  }
  return { alerts, overdue };
}

/**
 * The farmers of the export, `size` at a time, each chunk read after the last row of the one
 * before in the list's sort (keyset, ADR 0071): a farmer registered
 * while a long file streams can neither repeat a row nor push one out, as OFFSET pages could.
 */
export async function* farmerChunks(
  db: Database,
  agentId: string,
  query: FarmersQuery,
  size = EXPORT_CHUNK,
) {
  let after: FarmerCursor | undefined;
  for (;;) {
    const chunk = await agentFarmerChunk(db, agentId, query, { limit: size, after });
    if (chunk.rows.length > 0) yield chunk.rows;
    if (chunk.rows.length < size) return;
    after = chunk.next;
  }
}

/**
 * The agent's farmers list as a CSV (ADR 0067): every farmer matching the
 * list's search, filters and sort, not only one page, read 500 at a time by keyset. Headers, enumerations and
 * reasons are in the agent's language; text cells that could run as a formula are neutralised
 * (domain `toCsv`); a BOM so Excel reads the UTF-8. An empty result is a 404 `No data to export`
 * (spec §5) and no file.
 */
export async function sendAgentFarmersCsv(
  reply: FastifyReply,
  db: Database,
  options: {
    agentId: string;
    language: unknown;
    query: FarmersQuery;
    today: string;
    mortalityAlertPercent: number;
  },
) {
  const { agentId, query, today } = options;
  const chunks = farmerChunks(db, agentId, query);
  const first = await chunks.next();
  if (first.done) throw new AppError(404, NO_DATA_TO_EXPORT);
  const { t } = await csvReaderText(options.language);
  const h = t.agent.farmersCsv;
  // Months in the reader's language, as every screen and SMS shows them (ADR 0046).
  const months = t.farm.months();
  const formatDate = (date: Date | string) => formatFarmDayIn(months, date);
  const { alerts, overdue } = await visitReasons(db, agentId, today, options.mortalityAlertPercent);
  const visitSince = addDays(today, 1 - NEED_VISIT_DAYS);
  const items = t.farm.healthCalendar.items as unknown as Record<
    string,
    (() => string) | undefined
  >;

  const alertText = (f: Farmer) => {
    const a = alerts.get(f._id);
    if (!a) return '';
    const rate = mortalityRate(n(a.mortality), { startCount: n(a.at_start) });
    return t.agent.reasonMortality({
      count: n(a.mortality),
      section: a.section_name,
      date: formatDate(a.date),
      rate: `${rate}%`,
    });
  };
  const reasons = (f: Farmer) => {
    const out: string[] = [];
    if (alerts.has(f._id)) out.push(h.mortalityAlert());
    for (const o of overdue.get(f._id) ?? []) {
      out.push(
        t.agent.reasonHealth({
          item: items[o.itemId]?.() ?? o.itemId,
          section: o.sectionName,
          date: formatDate(o.dueTo),
        }),
      );
    }
    if (f.lastRecordAt === null) out.push(t.agent.noRecordYet());
    else if (f.lastRecordAt < visitSince) {
      out.push(t.agent.reasonSilent({ days: ageOnDay(f.lastRecordAt, 0, today) }));
    }
    return out.join('; ');
  };
  const columns: CsvColumn<Farmer>[] = [
    { key: 'name', header: h.name(), value: (f) => `${f.firstName} ${f.lastName}` },
    { key: 'phone', header: h.phone(), value: (f) => f.phone },
    {
      key: 'gender',
      header: h.gender(),
      value: (f) => (f.gender ? t.enums.gender[f.gender]() : ''),
    },
    { key: 'age', header: h.age(), value: (f) => (f.age ? t.enums.age[f.age]() : '') },
    { key: 'state', header: h.state(), value: (f) => f.stateOfResidence ?? '' },
    {
      key: 'livestock',
      header: h.livestock(),
      value: (f) => (f.primaryLivestock ? t.enums.livestock[f.primaryLivestock]() : ''),
    },
    { key: 'animals', header: h.animals(), value: (f) => f.animals },
    { key: 'declared', header: h.declared(), value: (f) => f.totalLivestockCount ?? 0 },
    { key: 'lastRecord', header: h.lastRecord(), value: (f) => f.lastRecordAt ?? '' },
    {
      key: 'daysSince',
      header: h.daysSince(),
      value: (f) => (f.lastRecordAt ? ageOnDay(f.lastRecordAt, 0, today) : ''),
    },
    { key: 'mortalityAlert', header: h.mortalityAlert(), value: alertText },
    { key: 'needsVisit', header: h.needsVisit(), value: reasons },
  ];

  const pieces = csvPages({
    first: first.value,
    pageSize: EXPORT_CHUNK,
    next: async () => (await chunks.next()).value ?? [],
    row: (f: Farmer) => f,
    columns,
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(`${h.fileName()}-${today}`))
    .header('cache-control', 'no-store')
    .send(Readable.from(pieces));
}
