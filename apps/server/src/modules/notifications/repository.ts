import type { NotificationPriority } from '@kiwo/domain';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedByShape, shapeOf } from '../../db/prepared';
import { notifications } from '../../db/schema';

export interface NotificationFilter {
  type?: string | undefined;
  isRead?: boolean | undefined;
  priority?: NotificationPriority | undefined;
}

/** Every query is scoped to one user: nobody reads or changes another's notifications. */
export function createNotificationsRepository(db: Database) {
  // The list and its count, prepared for each combination of filters.
  const shapeKey = (filter: NotificationFilter) =>
    shapeOf({
      type: !!filter.type,
      isRead: filter.isRead !== undefined,
      priority: !!filter.priority,
    });
  const mine = (shape: string): SQL | undefined => {
    const parts = new Set(shape.split('_'));
    return and(
      eq(notifications.userId, sql.placeholder('userId')),
      parts.has('type') ? eq(notifications.type, sql.placeholder('type')) : undefined,
      parts.has('isRead') ? eq(notifications.isRead, sql.placeholder('isRead')) : undefined,
      parts.has('priority') ? eq(notifications.priority, sql.placeholder('priority')) : undefined,
    );
  };
  const listQuery = preparedByShape((shape) =>
    db
      .select()
      .from(notifications)
      .where(mine(shape))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`kiwo_notifications_list_${shape}`),
  );
  const countQuery = preparedByShape((shape) =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(mine(shape))
      .prepare(`kiwo_notifications_count_${shape}`),
  );

  return {
    /** Newest first. */
    list(userId: string, filter: NotificationFilter, limit: number, offset: number) {
      return listQuery(shapeKey(filter)).execute({ userId, ...filter, limit, offset });
    },
    async count(userId: string, filter: NotificationFilter) {
      const [row] = await countQuery(shapeKey(filter)).execute({ userId, ...filter });
      return Number(row?.n ?? 0);
    },
    async find(userId: string, id: string, tx: Database = db) {
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
    async claimAction(tx: Database, userId: string, id: string, action: string, response?: string) {
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
