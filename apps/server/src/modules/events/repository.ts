import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productEvents } from '../../db/schema';
import { rows } from '../../db/sql';

export type NewEvent = typeof productEvents.$inferInsert;

export function createEventsRepository(db: Db) {
  return {
    insert: (events: NewEvent[]) => db.insert(productEvents).values(events),

    /**
     * The last `days` days' sign-up funnel of farmers (ADR 0052): accounts created, those with a
     * daily record, and those who saved one 7 days or more after signing up. Read from `users`
     * and `daily_records`, the source of truth, so accounts from before events were recorded
     * count too; sign-ups per channel come from the `signup` events.
     */
    async funnel(days: number) {
      const [steps] = await rows<{
        signed_up: number;
        first_record: number;
        active_7d: number;
        eligible_7d: number;
      }>(
        db,
        sql`select count(*)::int as signed_up,
            count(*) filter (where exists (
              select 1 from daily_records r where r.farmer_id = u.id))::int as first_record,
            count(*) filter (where u.created_at <= now() - interval '7 days')::int as eligible_7d,
            count(*) filter (where exists (
              select 1 from daily_records r where r.farmer_id = u.id
                and r.created_at >= u.created_at + interval '7 days'))::int as active_7d
          from users u
          where u.role = 'farmer' and u.created_at > now() - make_interval(days => ${days})`,
      );
      const channels = await rows<{ channel: string; n: number }>(
        db,
        sql`select channel, count(*)::int as n from product_events
          where name = 'signup' and created_at > now() - make_interval(days => ${days})
          group by channel order by n desc, channel`,
      );
      return { steps, channels };
    },
  };
}
