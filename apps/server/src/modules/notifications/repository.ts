import type { NotificationPriority } from '@kiwo/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { notifications } from '../../db/schema';
import { ifGiven } from '../../db/sql';

export interface NotificationFilter {
  type?: string | undefined;
  isRead?: boolean | undefined;
  priority?: NotificationPriority | undefined;
}

/** The filter as the prepared statements' parameters: null matches every value. */
const filterParams = (userId: string, filter: NotificationFilter) => ({
  userId,
  type: filter.type ?? null,
  isRead: filter.isRead ?? null,
  priority: filter.priority ?? null,
});

/** Every query is scoped to one user: nobody reads or changes another's notifications. */
export function createNotificationsRepository(db: Database) {
  /**
   * The user's notifications that pass the filter (the list and its count): one statement for
   * every filter, a null parameter matching every value, so it can be prepared (ADR 0031).
   */
  const mine = and(
    eq(notifications.userId, sql.placeholder('userId')),
    ifGiven('type', 'text', (type) => eq(notifications.type, type)),
    ifGiven('isRead', 'boolean', (isRead) => eq(notifications.isRead, isRead)),
    ifGiven('priority', 'text', (priority) => eq(notifications.priority, priority)),
  );
  // The list, its count and the unread count run on every screen: prepared (ADR 0031 addendum).
  const listQuery = db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_list');
  const countQuery = db
    .select({ n: count() })
    .from(notifications)
    .where(mine)
    .prepare('notifications_count');
  // Its own statement: with the filter's null parameters PostgreSQL plans the count afresh on
  // every call (its generic plan cannot use the unread index), and every screen asks it.
  const unreadCountQuery = db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)),
    )
    .prepare('notifications_unread_count');

  return {
    /** Newest first. */
    list(userId: string, filter: NotificationFilter, limit: number, offset: number) {
      return listQuery.execute({ ...filterParams(userId, filter), limit, offset });
    },
    async count(userId: string, filter: NotificationFilter) {
      const [row] = await countQuery.execute(filterParams(userId, filter));
      return Number(row?.n ?? 0);
    },
    async unreadCount(userId: string) {
      const [row] = await unreadCountQuery.execute({ userId });
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
