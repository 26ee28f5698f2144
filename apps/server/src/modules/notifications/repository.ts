import type { NotificationPriority } from '@kiwo/domain';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationFilter {
  type?: string | undefined;
  isRead?: boolean | undefined;
  priority?: NotificationPriority | undefined;
}

/** Every query is scoped to one user: nobody reads or changes another's notifications. */
export function createNotificationsRepository(db: Database) {
  /** The user's notifications that pass the filter (the list and its count). */
  const mine = (userId: string, filter: NotificationFilter): SQL | undefined =>
    and(
      eq(notifications.userId, userId),
      filter.type ? eq(notifications.type, filter.type) : undefined,
      filter.isRead !== undefined ? eq(notifications.isRead, filter.isRead) : undefined,
      filter.priority ? eq(notifications.priority, filter.priority) : undefined,
    );

  return {
    /** Newest first. */
    list(userId: string, filter: NotificationFilter, limit: number, offset: number) {
      return db
        .select()
        .from(notifications)
        .where(mine(userId, filter))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
    },
    async count(userId: string, filter: NotificationFilter) {
      const [row] = await db.select({ n: count() }).from(notifications).where(mine(userId, filter));
      return Number(row?.n ?? 0);
    },
    async find(userId: string, id: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row;
    },
    async markRead(userId: string, id: string) {
      // Only unread rows change, so `read_at` keeps the first time it was read.
      await db
        .update(notifications)
        .set({ isRead: true, readAt: new Date() })
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.userId, userId),
            eq(notifications.isRead, false),
          ),
        );
      return this.find(userId, id);
    },
    async markAllRead(userId: string) {
      const rows = await db
        .update(notifications)
        .set({ isRead: true, readAt: new Date() })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    /** Records the answer once: false when someone (a second tab) answered first. */
    async claimAction(
      tx: Transaction,
      userId: string,
      id: string,
      action: string,
      response?: string,
    ) {
      const now = new Date();
      const rows = await tx
        .update(notifications)
        .set({ actionTaken: action, actionResponse: response ?? null, actedAt: now })
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.userId, userId),
            isNull(notifications.actionTaken),
          ),
        )
        .returning({ id: notifications.id });
      // Answering a notification also reads it.
      await tx
        .update(notifications)
        .set({ isRead: true, readAt: now })
        .where(and(eq(notifications.id, id), eq(notifications.isRead, false)));
      return rows.length === 1;
    },
  };
}
