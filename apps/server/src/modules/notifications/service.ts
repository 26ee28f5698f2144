import type { notificationActionBody, notificationsQuery } from '@kiwo/api-client/schemas';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageOf, paginationOf } from '../../lib/paging';
import type { UserRow } from '../users';
import { actionHandlerFor } from './actions';
import { toNotification } from './present';
import { createNotificationsRepository } from './repository';

type ListQuery = z.output<typeof notificationsQuery>;
type ActionBody = z.output<typeof notificationActionBody>;

const NOTIFICATION_NOT_FOUND = 'Notification not found';
const ALREADY_ANSWERED = 'This notification was already answered';

/** The signed-in user's own notifications; anyone else's id is a 404, like a missing one. */
export function createNotificationsService(db: Database) {
  const repo = createNotificationsRepository(db);
  const own = async (user: UserRow, id: string, tx: Db = db) => {
    const row = await repo.find(user.id, id, tx);
    if (!row) throw new AppError(404, NOTIFICATION_NOT_FOUND);
    return row;
  };

  return {
    async list(user: UserRow, query: ListQuery) {
      const paging = pageOf(query);
      const filter = { type: query.type, isRead: query.isRead, priority: query.priority };
      const [rows, total] = await Promise.all([
        repo.list(user.id, filter, paging.limit, paging.offset),
        repo.count(user.id, filter),
      ]);
      return {
        data: rows.map(toNotification),
        totalNotifications: total,
        pagination: paginationOf(paging, total),
      };
    },

    unreadCount: (user: UserRow) => repo.unreadCount(user.id),

    async markRead(user: UserRow, id: string) {
      await own(user, id);
      const row = await repo.markRead(user.id, id);
      if (!row) throw new AppError(404, NOTIFICATION_NOT_FOUND);
      return toNotification(row);
    },

    markAllRead: (user: UserRow) => repo.markAllRead(user.id),

    /**
     * Answers one of the notification's actions, once. The answer and whatever it does (a
     * notification back to the other person) commit together or not at all.
     */
    async act(user: UserRow, id: string, body: ActionBody) {
      return db.transaction(async (tx) => {
        const row = await own(user, id, tx);
        if (row.actionTaken) throw new AppError(409, ALREADY_ANSWERED);
        if (!row.actions.some((a) => a.id === body.action)) {
          throw new AppError(400, 'This notification has no such action', {
            fields: {
              action: `Choose one of: ${row.actions.map((a) => a.id).join(', ') || 'none'}`,
            },
          });
        }
        if (!(await repo.claimAction(tx, user.id, id, body.action, body.response))) {
          throw new AppError(409, ALREADY_ANSWERED);
        }
        const handler = actionHandlerFor(row.type);
        const message = handler
          ? await handler({
              tx,
              user,
              notification: row,
              action: body.action,
              response: body.response,
            })
          : 'Answer saved';
        const updated = await own(user, id, tx);
        return { message, data: toNotification(updated) };
      });
    },
  };
}
