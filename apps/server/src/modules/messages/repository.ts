import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  outboxMessages,
  sessions,
  smsInbound,
  smsPreferences,
  users,
  whatsappInbound,
} from '../../db/schema';
import { containsPattern, phoneDigits } from '../../lib/paging';

/**
 * Every query of the outbound queue, the SMS preferences and incoming SMS (ADR 0038). The queue
 * is the `outbox_messages` table: a row is `queued` until the gateway takes it, its `retry_at`
 * both when it is due and, while a sender holds it, when that sender's lease runs out.
 */

export type MessageRow = typeof outboxMessages.$inferSelect;
export type NewMessage = typeof outboxMessages.$inferInsert;
type Status = MessageRow['status'];

/** Postgres `numeric` as Drizzle gives it (a string), summed to a number of naira. */
const naira = (value: unknown) => Number(value ?? 0);

export function createMessagesRepository(db: Database) {
  return {
    async insert(values: NewMessage): Promise<MessageRow> {
      const [row] = await db.insert(outboxMessages).values(values).returning();
      if (!row) throw new Error('the message was not stored');
      return row;
    },

    /**
     * Claims up to `limit` due messages for this sender until `leaseUntil`. The rows are locked
     * `FOR UPDATE SKIP LOCKED` while their `retry_at` moves to the lease's end, so a second
     * process draining at the same moment skips them and, once committed, finds them not due.
     */
    claimDue(now: Date, leaseUntil: Date, limit: number): Promise<MessageRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.retryAt, now)))
          .orderBy(outboxMessages.retryAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outboxMessages)
          .set({ retryAt: leaseUntil, updatedAt: now })
          .where(
            inArray(
              outboxMessages.id,
              due.map((d) => d.id),
            ),
          )
          .returning();
      });
    },

    async markSent(
      id: string,
      values: {
        attempts: number;
        provider: string | null;
        providerMessageId: string | null;
        costNaira: string | null;
      },
    ) {
      const now = new Date();
      await db
        .update(outboxMessages)
        .set({
          ...values,
          // No provider: the development outbox took it (stored and printed, not sent).
          status: values.provider ? 'sent' : 'outbox',
          sentAt: values.provider ? now : null,
          error: null,
          retryAt: null,
          sealed: null,
          updatedAt: now,
        })
        .where(eq(outboxMessages.id, id));
    },

    /** Refused: due again at `retryAt`, or (null) given up as failed with its text unsealed. */
    async markRefused(
      id: string,
      values: { attempts: number; error: string; retryAt: Date | null; provider: string | null },
    ) {
      await db
        .update(outboxMessages)
        .set({
          attempts: values.attempts,
          error: values.error,
          provider: values.provider,
          retryAt: values.retryAt,
          status: values.retryAt ? 'queued' : 'failed',
          ...(values.retryAt ? {} : { sealed: null }),
          updatedAt: new Date(),
        })
        .where(eq(outboxMessages.id, id));
    },

    /**
     * A delivery report: the row the gateway's id names moves to delivered or failed (a late
     * "sent" never undoes a final state). Returns false when no message has that id.
     */
    async applyReport(
      provider: string,
      report: {
        providerMessageId: string;
        status: 'sent' | 'delivered' | 'failed';
        failureReason?: string | undefined;
        costNaira?: string | undefined;
      },
    ): Promise<boolean> {
      const now = new Date();
      const final: Status[] = ['delivered', 'failed'];
      const set =
        report.status === 'sent'
          ? { updatedAt: now }
          : {
              status: report.status,
              deliveredAt: report.status === 'delivered' ? now : null,
              failureReason: report.failureReason?.slice(0, 200) ?? null,
              updatedAt: now,
            };
      const rows = await db
        .update(outboxMessages)
        .set({ ...set, ...(report.costNaira ? { costNaira: report.costNaira } : {}) })
        .where(
          and(
            eq(outboxMessages.provider, provider),
            eq(outboxMessages.providerMessageId, report.providerMessageId),
            report.status === 'sent'
              ? notInArray(outboxMessages.status, final)
              : ne(outboxMessages.status, 'delivered'),
          ),
        )
        .returning({ id: outboxMessages.id });
      if (rows.length > 0) return true;
      const [known] = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.provider, provider),
            eq(outboxMessages.providerMessageId, report.providerMessageId),
          ),
        )
        .limit(1);
      return known !== undefined;
    },

    /** What decides whether an alert goes out by SMS to this user (ADR 0037). */
    async alertAudience(userId: string, since: { dayStart: Date; activeSince: Date }) {
      const [row] = await db
        .select({
          phone: users.phone,
          language: users.language,
          gender: users.gender,
          status: users.status,
          optedIn: smsPreferences.optedIn,
          optedOutAt: smsPreferences.optedOutAt,
          recentSession: sql<boolean>`exists (
            select 1 from ${sessions}
            where ${sessions.userId} = ${users.id}
              and ${sessions.revokedAt} is null
              and ${sessions.lastUsedAt} > ${since.activeSince})`,
          alertsToday: sql<number>`(
            select count(*)::int from ${outboxMessages}
            where ${outboxMessages.userId} = ${users.id}
              and ${outboxMessages.channel} in ('sms', 'whatsapp')
              and ${outboxMessages.kind} like 'alert:%'
              and ${outboxMessages.createdAt} >= ${since.dayStart})`,
          // The user's last message to the WhatsApp bot: the 24-hour window is counted from it.
          whatsappAt: sql<Date | string | null>`(
            select max(${whatsappInbound.receivedAt}) from ${whatsappInbound}
            where ${whatsappInbound.userId} = ${users.id})`,
        })
        .from(users)
        .leftJoin(smsPreferences, eq(smsPreferences.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * One alert to every user of `audience` (a condition on `users`) whom the alert rules allow,
     * in one INSERT … SELECT (a notice to 100,000 farmers is one statement): not opted out,
     * opted in or away from the app since `activeSince`, under `cap` alerts today, at most
     * `limit` rows (the day's budget). The text is picked by the user's language.
     */
    async queueBroadcast(input: {
      audience: SQL | undefined;
      texts: Record<'english' | 'hausa' | 'yoruba' | 'igbo', { text: string; segments: number }>;
      kind: string;
      dayStart: Date;
      activeSince: Date;
      cap: number;
      limit: number;
      now: Date;
    }) {
      if (input.limit <= 0) return;
      const { texts } = input;
      const pick = (field: 'text' | 'segments') => sql`case ${users.language}
        when 'hausa' then ${texts.hausa[field]}
        when 'yoruba' then ${texts.yoruba[field]}
        when 'igbo' then ${texts.igbo[field]}
        else ${texts.english[field]} end`;
      const eligible = db
        // Every column, in the table's order: Drizzle's INSERT … SELECT requires it.
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          channel: sql<'sms'>`'sms'`.as('channel'),
          to: users.phone,
          subject: sql<null>`null`.as('subject'),
          body: sql<string>`${pick('text')}`.as('body'),
          createdAt: sql<Date>`${input.now}::timestamptz`.as('created_at'),
          sentAt: sql<null>`null::timestamptz`.as('sent_at'),
          error: sql<null>`null`.as('error'),
          attempts: sql<number>`0`.as('attempts'),
          retryAt: sql<Date>`${input.now}::timestamptz`.as('retry_at'),
          sealed: sql<null>`null`.as('sealed'),
          status: sql<'queued'>`'queued'`.as('status'),
          userId: users.id,
          kind: sql<string>`${input.kind}`.as('kind'),
          provider: sql<null>`null`.as('provider'),
          providerMessageId: sql<null>`null`.as('provider_message_id'),
          costNaira: sql<null>`null::numeric`.as('cost_naira'),
          segments: sql<number>`(${pick('segments')})::int`.as('segments'),
          deliveredAt: sql<null>`null::timestamptz`.as('delivered_at'),
          failureReason: sql<null>`null`.as('failure_reason'),
          updatedAt: sql<Date>`${input.now}::timestamptz`.as('updated_at'),
        })
        .from(users)
        .leftJoin(smsPreferences, eq(smsPreferences.userId, users.id))
        .where(
          and(
            input.audience,
            sql`coalesce(${smsPreferences.optedIn}, true)`,
            sql`(${smsPreferences.optedIn} is true or not exists (
              select 1 from ${sessions}
              where ${sessions.userId} = ${users.id}
                and ${sessions.revokedAt} is null
                and ${sessions.lastUsedAt} > ${input.activeSince}))`,
            sql`(select count(*) from ${outboxMessages}
              where ${outboxMessages.userId} = ${users.id}
                and ${outboxMessages.channel} = 'sms'
                and ${outboxMessages.kind} like 'alert:%'
                and ${outboxMessages.createdAt} >= ${input.dayStart}) < ${input.cap}`,
          ),
        )
        .orderBy(users.id)
        .limit(input.limit);
      await db.insert(outboxMessages).select(eligible);
    },

    /** Naira spent on SMS since `from`, and the alerts queued since then not yet priced. */
    async spendSince(from: Date) {
      const [row] = await db
        .select({
          spent: sql<string>`coalesce(sum(${outboxMessages.costNaira}), 0)`,
          unpriced: sql<number>`count(*) filter (where ${outboxMessages.costNaira} is null
            and ${outboxMessages.status} in ('queued', 'sent'))::int`,
        })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.channel, 'sms'), gte(outboxMessages.createdAt, from)));
      return { spent: naira(row?.spent), unpriced: Number(row?.unpriced ?? 0) };
    },

    async preference(userId: string) {
      const [row] = await db.select().from(smsPreferences).where(eq(smsPreferences.userId, userId));
      return row;
    },

    async setPreference(userId: string, optedIn: boolean, source: 'settings' | 'sms') {
      const now = new Date();
      const values = { optedIn, optedOutAt: optedIn ? null : now, source, updatedAt: now };
      await db
        .insert(smsPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: smsPreferences.userId, set: values });
    },

    async userByPhone(phone: string) {
      const [row] = await db
        .select({ id: users.id, language: users.language, gender: users.gender })
        .from(users)
        .where(eq(users.phone, phone));
      return row;
    },

    /** Stores an incoming SMS once per gateway id; false when this one was already stored. */
    async recordInbound(values: typeof smsInbound.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(smsInbound)
        .values(values)
        .onConflictDoNothing({ target: [smsInbound.provider, smsInbound.providerMessageId] })
        .returning({ id: smsInbound.id });
      return rows.length > 0;
    },

    /**
     * The admin page: newest first, by phone (any part of it, in any usual form: `0803 12`
     * finds +2348031…), status, channel and least cost.
     */
    async page(filter: {
      phone?: string | undefined;
      status?: Status | undefined;
      channel?: MessageRow['channel'] | undefined;
      minCost?: number | undefined;
      limit: number;
      offset: number;
    }) {
      const phone = filter.phone ? (phoneDigits(filter.phone) ?? filter.phone.trim()) : undefined;
      const where: SQL | undefined = and(
        phone ? ilike(outboxMessages.to, containsPattern(phone)) : undefined,
        filter.status ? eq(outboxMessages.status, filter.status) : undefined,
        filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
        filter.minCost !== undefined
          ? gte(outboxMessages.costNaira, String(filter.minCost))
          : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: outboxMessages.id,
            channel: outboxMessages.channel,
            to: outboxMessages.to,
            kind: outboxMessages.kind,
            body: outboxMessages.body,
            status: outboxMessages.status,
            provider: outboxMessages.provider,
            costNaira: outboxMessages.costNaira,
            segments: outboxMessages.segments,
            attempts: outboxMessages.attempts,
            error: outboxMessages.error,
            failureReason: outboxMessages.failureReason,
            createdAt: outboxMessages.createdAt,
            sentAt: outboxMessages.sentAt,
            deliveredAt: outboxMessages.deliveredAt,
          })
          .from(outboxMessages)
          .where(where)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(outboxMessages).where(where),
      ]);
      return { items, total: Number(total?.n ?? 0) };
    },

    /** Counts by status since `from` (the admin dashboard's month). */
    async statusCounts(from: Date) {
      const rows = await db
        .select({ status: outboxMessages.status, n: count() })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.channel, 'sms'), gt(outboxMessages.createdAt, from)))
        .groupBy(outboxMessages.status);
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<
        Record<Status, number>
      >;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
