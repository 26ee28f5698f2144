import { animalsPlaced, type LayDrop, mortalityRate } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { allTranslators } from '../../lib/translators';
import type { ReportFiledHook } from '../reports';
import { notify } from './notify';

/**
 * Settings of the event triggers, set from the config when the notifications module starts.
 * Module-level because the records service that calls `notifyHighMortality` knows no config.
 */
const settings = { mortalityNotifyPercent: 5 };

export function configureNotifications(config: Pick<Config, 'mortalityNotifyPercent'>) {
  settings.mortalityNotifyPercent = config.mortalityNotifyPercent;
}

async function nameOf(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : 'Someone';
}

/** What a daily-record write tells the trigger (the records service's own values). */
export interface RecordWritten {
  section: {
    id: string;
    name: string;
    farmerId: string;
    agentId: string | null;
    initialCount: number;
    /** Corrections and moves (ADR 0045): animals placed = initial count + adjustment. */
    countAdjustment: number;
  };
  date: string;
  values: { mortality: number; newBirths: number };
  /**
   * The animals the section's days before `date` moved (deaths + culls + sold − births), read by
   * the writer under its section lock.
   */
  movedBefore: number;
}

/**
 * High mortality: deaths on a section in one day above `MORTALITY_NOTIFY_PERCENT` of the day's
 * animals placed (ADR 0040's one rule, `mortalityRate`): those alive at the start of the day
 * (animals placed, corrections and moves included, ADR 0045, less the earlier days' movements)
 * plus the day's births. Notifies the farmer (urgent) and their agent (high), once per section
 * and day however often the record is re-saved. Runs in the record's transaction, so a record
 * that fails to save notifies nobody.
 */
export async function notifyHighMortality(db: Database, written: RecordWritten) {
  const { mortality, newBirths } = written.values;
  if (mortality <= 0) return;
  const placed = {
    startCount: Math.max(
      0,
      animalsPlaced(written.section.initialCount, written.section.countAdjustment) -
        written.movedBefore,
    ),
    births: newBirths,
  };
  const day = placed.startCount + Math.max(0, placed.births);
  if (day <= 0) return;
  // The threshold on exact figures; the rate shown is the domain's, to one decimal.
  if (mortality * 100 <= settings.mortalityNotifyPercent * day) return;
  const { section, date } = written;
  const rate = String(mortalityRate(mortality, placed));
  const params = { count: String(mortality), section: section.name, date, rate };
  const dedupeKey = `high-mortality:${section.id}:${date}`;
  const body = `${mortality} deaths in ${section.name} on ${date} (${rate}% of the animals).`;
  await notify(db, section.farmerId, {
    type: 'high_mortality',
    title: 'High mortality',
    body,
    params,
    priority: 'urgent',
    link: `/farmer/reports/${section.id}`,
    dedupeKey,
  });
  if (section.agentId) {
    const name = await nameOf(db, section.farmerId);
    await notify(db, section.agentId, {
      type: 'high_mortality',
      title: `High mortality at ${name}'s farm`,
      body: `${name}: ${body}`,
      params: { ...params, name },
      priority: 'high',
      link: `/agent/farmer/${section.farmerId}/reports/${section.id}`,
      dedupeKey,
    });
  }
}

/** What a lay-rate drop tells the trigger: the section and the drop (domain `layRateDrop`). */
export interface LayDropFound {
  section: { id: string; name: string; farmerId: string; agentId: string | null };
  drop: LayDrop;
}

/**
 * A lay-rate drop (ADR 0059): the farmer (high) and their agent
 * (high), once per section and the day the drop starts, in the record's transaction. The
 * alerts module sends it by SMS or WhatsApp to users away from the app.
 */
export async function notifyLayDrop(db: Database, { section, drop }: LayDropFound) {
  const params = {
    section: section.name,
    date: drop.date,
    from: String(drop.from),
    to: String(drop.to),
  };
  const dedupeKey = `lay-drop:${section.id}:${drop.date}`;
  const body = `Lay rate in ${section.name} fell from ${drop.from}% to ${drop.to}% on ${drop.date}.`;
  await notify(db, section.farmerId, {
    type: 'lay_rate_drop',
    title: 'Lay rate dropped',
    body,
    params,
    priority: 'high',
    link: `/farmer/reports/${section.id}`,
    dedupeKey,
  });
  if (section.agentId) {
    const name = await nameOf(db, section.farmerId);
    await notify(db, section.agentId, {
      type: 'lay_rate_drop',
      title: `Lay rate dropped at ${name}'s farm`,
      body: `${name}: ${body}`,
      params: { ...params, name },
      priority: 'high',
      link: `/agent/farmer/${section.farmerId}/reports/${section.id}`,
      dedupeKey,
    });
  }
}

/** An agent's report about a farmer tells the farmer (`onReportFiled` in modules/reports). */
export const notifyFarmerOfReport: ReportFiledHook = async (report, { db }) => {
  const name = await nameOf(db, report.agentId);
  const urgent = report.reportType === 'disease' || report.reportType === 'mortality';
  // The stored body is the English fallback; the web words it from `params` in the reader's
  // language, with the same report-type names as here.
  const kind = (await allTranslators()).en.enums.reportType[report.reportType]();
  await notify(db, report.farmerId, {
    type: 'agent_report',
    title: 'Your agent filed a report',
    body: `${name} filed a report about your farm (${kind}): ${report.issue}`,
    params: { name, reportType: report.reportType, issue: report.issue },
    priority: urgent ? 'high' : 'medium',
    link: '/farmer/dashboard',
    dedupeKey: `agent-report:${report.id}`,
  });
};
