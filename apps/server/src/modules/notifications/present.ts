import type { Notification } from '@kiwo/api-client/schemas';
import type { NotificationRow } from './notify';

/** A row as the API shows it; `context` and the dedupe key stay on the server. */
export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  type: row.type as Notification['type'],
  title: row.title,
  body: row.body,
  params: row.params,
  priority: row.priority,
  isRead: row.isRead,
  // Once answered, the buttons are gone: the answer is `actionTaken`.
  actions: row.actionTaken ? [] : row.actions,
  actionTaken: row.actionTaken,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
});
