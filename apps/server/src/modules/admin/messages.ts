import type { audienceQuery, SentMessage, sendNotificationBody } from '@kiwo/api-client/schemas';
import { aliasedTable, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';
import { rows } from '../../db/sql';
import { AppError } from '../../lib/errors';
import { queueSmsBroadcast } from '../messages';
import type { UserRow } from '../users';
import { USER_NOT_FOUND } from './users';

type Audience = z.output<typeof audienceQuery>;
type SendBody = z.output<typeof sendNotificationBody>;

/** Active accounts only: a suspended user is not messaged. */
function audienceWhere(a: Audience): SQL | undefined {
  if (a.userId) return and(eq(users.id, a.userId), eq(users.status, 'active'));
  return and(
    eq(users.status, 'active'),
    a.role ? eq(users.role, a.role) : undefined,
    a.state ? eq(users.stateOfResidence, a.state) : undefined,
  );
}

export async function countRecipients(db: Database, a: Audience) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(audienceWhere(a));
  return Number(row?.n ?? 0);
}

/**
 * One `admin_message` notification per recipient, written by a single INSERT … SELECT (a message
 * to every farmer is one statement, not 100,000), with its audit row, in one transaction.
 */
export async function sendAdminMessage(db: Database, admin: UserRow, body: SendBody) {
  const { audience: a } = body;
  return db.transaction(async (tx) => {
    const [result] = await rows<{ n: number }>(
      tx,
      sql`
      with sent as (
        insert into notifications (user_id, type, title, body, priority)
        select ${users.id}, 'admin_message', ${body.title}, ${body.message}, ${body.priority}
        from ${users} where ${audienceWhere(a)}
        returning 1
      ) select count(*)::int as n from sent`,
    );
    const sent = Number(result?.n ?? 0);
    if (a.userId && sent === 0) throw new AppError(404, USER_NOT_FOUND);
    // Urgent notices also go out by SMS to those away from the app (ADR 0037).
    if (body.priority === 'urgent') {
      await queueSmsBroadcast(tx, audienceWhere(a), { title: body.title, message: body.message });
    }
    const details: Record<string, string | number> = { title: body.title, recipients: sent };
    if (a.role) details.role = a.role;
    if (a.state) details.state = a.state;
    await audit(tx, {
      adminId: admin.id,
      action: 'notification_sent',
      userId: a.userId ?? null,
      details,
    });
    return sent;
  });
}

/** The last 20 messages admins sent, newest first. */
export async function sentMessages(db: Database): Promise<SentMessage[]> {
  const admin = aliasedTable(users, 'admin');
  const target = aliasedTable(users, 'target');
  const rows = await db
    .select({
      entry: adminAuditLog,
      adminFirst: admin.firstName,
      adminLast: admin.lastName,
      targetFirst: target.firstName,
      targetLast: target.lastName,
    })
    .from(adminAuditLog)
    .leftJoin(admin, eq(admin.id, adminAuditLog.adminId))
    .leftJoin(target, eq(target.id, adminAuditLog.userId))
    .where(eq(adminAuditLog.action, 'notification_sent'))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(20);
  const name = (first: string | null, last: string | null) =>
    first ? `${first} ${last ?? ''}`.trim() : null;
  return rows.map(({ entry, ...r }) => {
    const d = entry.details;
    const role = d.role;
    return {
      id: entry.id,
      title: String(d.title ?? ''),
      role: role === 'farmer' || role === 'agent' || role === 'admin' ? role : null,
      state: typeof d.state === 'string' ? d.state : null,
      userName: name(r.targetFirst, r.targetLast),
      recipients: Number(d.recipients ?? 0),
      adminName: name(r.adminFirst, r.adminLast),
      createdAt: entry.createdAt.toISOString(),
    };
  });
}
