import { isOneOf } from './guard';

/** Spec §3: notification priority filter; `all` means no `priority` query parameter. */
export const PRIORITY_FILTERS = ['all', 'urgent', 'high', 'medium', 'low'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

/** The priorities a notification itself can carry (the filter values without `all`). */
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Spec §3: read-status filter; `all` means no `isRead` query parameter. */
export const READ_STATUS_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadStatusFilter = (typeof READ_STATUS_FILTERS)[number];

export const isPriorityFilter = (value: unknown): value is PriorityFilter =>
  isOneOf(PRIORITY_FILTERS, value);

export const isReadStatusFilter = (value: unknown): value is ReadStatusFilter =>
  isOneOf(READ_STATUS_FILTERS, value);

/** Read-status filter → the `isRead` query value of `GET /notifications` (spec §7); `all` → omitted. */
export const readStatusToIsRead = (filter: ReadStatusFilter): boolean | undefined => {
  if (filter === 'unread') return false;
  if (filter === 'read') return true;
  return undefined;
};
