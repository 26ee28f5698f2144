import type { Conversation, ConversationMessage } from '@kiwo/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { users, whatsappBotOff } from '../../db/schema';
import { n, rows } from '../../db/sql';
import { AppError } from '../../lib/errors';
import { containsPattern, phoneDigits } from '../../lib/paging';
import type { UserRow } from '../users';
import { messageOf } from './webhook';

/** Lagos is UTC+1 all year: its day and month start, as instants. */
const HOUR = 3_600_000;
const lagosDay = (now: Date) =>
  new Date(Math.floor((now.getTime() + HOUR) / (24 * HOUR)) * 24 * HOUR - HOUR);
const lagosMonth = (now: Date) => {
  const lagos = new Date(now.getTime() + HOUR);
  return new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), 1) - HOUR);
};

interface ConversationRow {
  wa_id: string;
  last_at: Date | string;
  messages: number;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  role: 'farmer' | 'agent' | 'admin' | 'vet' | null;
  bot_off: boolean;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const toConversation = (r: ConversationRow): Conversation => ({
  waId: r.wa_id,
  user:
    r.user_id && r.role
      ? {
          id: r.user_id,
          name: `${r.first_name} ${r.last_name}`,
          role: r.role,
          botOn: !r.bot_off,
        }
      : null,
  lastAt: iso(r.last_at),
  messages: n(r.messages),
});

/**
 * Every WhatsApp number that wrote or was written to, newest first: messages in
 * (`whatsapp_inbound`) and out (the outbound queue's `whatsapp` rows), with the account of the
 * number (`users.phone` is `+` and the `wa_id`) and whether its bot is switched off.
 */
function conversationsQuery(where: ReturnType<typeof sql>, limit: number) {
  return sql`
    with m as (
      select "from" as wa_id, received_at as at from whatsapp_inbound
      union all
      select "to" as wa_id, created_at as at from outbox_messages where channel = 'whatsapp'
    ), c as (
      select wa_id, max(at) as last_at, count(*)::int as messages from m
      where ${where} group by wa_id order by max(at) desc limit ${limit}
    )
    select c.wa_id, c.last_at, c.messages, u.id as user_id, u.first_name, u.last_name, u.role,
      (b.user_id is not null) as bot_off
    from c
    left join users u on u.phone = '+' || c.wa_id
    left join whatsapp_bot_off b on b.user_id = u.id
    order by c.last_at desc`;
}

/** The admin conversations page (ADR 0049). */
export function createConversations(db: Database) {
  async function channelCounts(now = new Date()) {
    const day = lagosDay(now);
    const month = lagosMonth(now);
    const [row] = await rows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from whatsapp_inbound where received_at >= ${day}) +
          (select count(*)::int from outbox_messages where channel = 'whatsapp' and created_at >= ${day}) as whatsapp_today,
        (select count(*)::int from whatsapp_inbound where received_at >= ${month}) +
          (select count(*)::int from outbox_messages where channel = 'whatsapp' and created_at >= ${month}) as whatsapp_month,
        (select count(*)::int from outbox_messages where channel = 'sms' and created_at >= ${day}) as sms_today,
        (select count(*)::int from outbox_messages where channel = 'sms' and created_at >= ${month}) as sms_month,
        (select count(*)::int from phone_calls where started_at >= ${day}) as phone_today,
        (select count(*)::int from phone_calls where started_at >= ${month}) as phone_month`,
    );
    return (['whatsapp', 'sms', 'phone'] as const).map((channel) => ({
      channel,
      today: n(row?.[`${channel}_today`]),
      month: n(row?.[`${channel}_month`]),
    }));
  }

  async function one(waId: string) {
    const [row] = await rows<ConversationRow>(db, conversationsQuery(sql`wa_id = ${waId}`, 1));
    return row && toConversation(row);
  }

  return {
    /** Recent conversations (20), by any part of the phone number; and messages per channel. */
    async list(phone: string | undefined) {
      const digits = phone ? phoneDigits(phone) : undefined;
      const where = digits ? sql`wa_id like ${containsPattern(digits)}` : sql`true`;
      const found = await rows<ConversationRow>(db, conversationsQuery(where, 20));
      return { channels: await channelCounts(), conversations: found.map(toConversation) };
    },

    /** One number's last 100 messages, in and out, oldest first. */
    async get(waId: string) {
      const conversation = await one(waId);
      if (!conversation) throw new AppError(404, 'No WhatsApp conversation with this number');
      const found = await rows<{
        id: string;
        direction: 'in' | 'out';
        at: Date | string;
        payload: unknown;
        body: string | null;
        status: string | null;
      }>(
        db,
        sql`select * from (
          select id, 'in' as direction, received_at as at, payload, null as body,
            coalesce(outcome, case when processed_at is null then 'received' else 'handled' end) as status
          from whatsapp_inbound where "from" = ${waId}
          union all
          select id, 'out' as direction, created_at as at, null as payload, body, status
          from outbox_messages where channel = 'whatsapp' and "to" = ${waId}
          order by at desc limit 100
        ) m order by at asc`,
      );
      const messages: ConversationMessage[] = found.map((m) => ({
        id: m.id,
        direction: m.direction,
        at: iso(m.at),
        text: m.direction === 'in' ? inboundText(m.payload) : outboundText(m.body ?? ''),
        status: m.status ?? '',
      }));
      return { conversation, messages };
    },

    /**
     * The per-user switch (ADR 0049): off stores who and when (and the user is told once, on
     * their next message); on removes it. Audited like every admin action on an account.
     */
    async setBot(admin: UserRow, userId: string, enabled: boolean) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new AppError(404, 'User not found');
      await db.transaction(async (tx) => {
        if (enabled) await tx.delete(whatsappBotOff).where(eq(whatsappBotOff.userId, userId));
        else {
          await tx
            .insert(whatsappBotOff)
            .values({ userId, adminId: admin.id })
            .onConflictDoNothing({ target: whatsappBotOff.userId });
        }
        await audit(tx, {
          adminId: admin.id,
          action: enabled ? 'whatsapp_bot_on' : 'whatsapp_bot_off',
          userId,
        });
      });
      return { userId, botOn: enabled };
    },
  };
}

function inboundText(payload: unknown) {
  const m = messageOf(payload);
  if (!m) return '';
  if (m.body.kind === 'text') return m.body.text;
  if (m.body.kind === 'reply') return `[${m.body.title}]`;
  if (m.body.kind === 'audio') return '[audio]';
  return `[${m.body.type}]`;
}

/** The text of a stored reply (the client's message JSON, codes masked). */
function outboundText(body: string) {
  try {
    const m = JSON.parse(body) as {
      text?: { body?: string };
      interactive?: { body?: { text?: string } };
    };
    return m.text?.body ?? m.interactive?.body?.text ?? body;
  } catch {
    return body;
  }
}
