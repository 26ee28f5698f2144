import { addDays, calendarDay } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { notify } from './notify';

/** A farmer with active animals and no daily record for this many days gets a reminder. */
const REMINDER_SILENT_DAYS = 3;
/** How often the server looks (a reminder is sent once per silent spell, so hourly is cheap). */
const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

interface SilentFarmer {
  id: string;
  last: string | null;
  since: string;
}

/**
 * Reminds every active farmer who has an active batch and no daily record for
 * `REMINDER_SILENT_DAYS` days (Lagos calendar), counted from their last record or, with none,
 * from their first active batch. Once per silent spell: the key names the last record day.
 * Returns how many reminders were created.
 */
export async function runDailyReminders(db: Database, now: Date = new Date()): Promise<number> {
  const today = calendarDay(now) ?? now.toISOString().slice(0, 10);
  const cutoff = addDays(today, -REMINDER_SILENT_DAYS);
  const silent = await rows<SilentFarmer>(
    db,
    sql`
    select u.id, max(r.date)::text as last,
           (min(b.created_at) at time zone 'Africa/Lagos')::date::text as since
    from users u
    join batches b on b.farmer_id = u.id and b.status = 'Active'
    left join daily_records r on r.farmer_id = u.id
    where u.role = 'farmer' and u.status = 'active'
    group by u.id
    having coalesce(max(r.date), (min(b.created_at) at time zone 'Africa/Lagos')::date)
           <= ${cutoff}::date
  `,
  );

  let sent = 0;
  for (const farmer of silent) {
    const from = farmer.last ?? farmer.since;
    const days = Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000);
    const row = await notify(db, farmer.id, {
      type: 'record_reminder',
      title: 'Time to record',
      body: `You have not saved a daily record for ${days} days. Record today's data so your figures stay right.`,
      params: { days: String(days) },
      priority: 'medium',
      link: '/farmer/records',
      dedupeKey: `record-reminder:${farmer.last ?? 'none'}`,
    });
    if (row) sent++;
  }
  return sent;
}

/** Another area's reminder run (the health calendar's): how many it created. */
export type ReminderRun = (db: Database) => Promise<number>;

/**
 * Runs the reminders, and the other areas' `runs`, every hour (server.ts, when `REMINDERS`);
 * stops when the app closes.
 */
export function startReminders(
  app: FastifyInstance,
  runs: readonly ReminderRun[] = [],
  everyMs = REMINDER_INTERVAL_MS,
) {
  const all = async (db: Database) => {
    let sent = await runDailyReminders(db);
    for (const other of runs) sent += await other(db);
    return sent;
  };
  const run = () =>
    all(app.db).then(
      (sent) => sent > 0 && app.log.info({ sent }, 'record reminders sent'),
      (err) => app.log.error({ err }, 'record reminders failed'),
    );
  const timer = setInterval(run, everyMs);
  timer.unref();
  // Started after listen, when Fastify no longer accepts hooks: stop with the HTTP server.
  const stop = () => clearInterval(timer);
  app.server.once('close', stop);
  void run();
  return stop;
}
