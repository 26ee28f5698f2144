import { notificationCalls } from '@kiwo/api-client';
import type { NotificationPriority, PriorityFilter, ReadStatusFilter } from '@kiwo/domain';
import { NOTIFICATIONS_STALE_MS, readStatusToIsRead, UNREAD_REFETCH_MS } from '@kiwo/domain';
import useSWR from 'swr';
import { http } from './api';

/**
 * Only the areas this module calls (the route JavaScript budget). The writes are in
 * notificationWrites.ts: the signed-in shell's badge only reads.
 */
const api = { notifications: notificationCalls(http) };

/** Spec §7/§9: the list is cached 30 s (no refetch on mount or focus inside that window). */
export const useNotifications = (q: {
  page: number;
  priority: PriorityFilter;
  read: ReadStatusFilter;
}) =>
  useSWR(
    ['notifications', 'list', q.page, q.priority, q.read],
    () =>
      api.notifications.list({
        page: q.page,
        limit: 20,
        priority: q.priority === 'all' ? undefined : (q.priority as NotificationPriority),
        isRead: readStatusToIsRead(q.read),
      }),
    {
      dedupingInterval: NOTIFICATIONS_STALE_MS,
      focusThrottleInterval: NOTIFICATIONS_STALE_MS,
      keepPreviousData: true,
    },
  );

/** Spec §7/§9: the sidebar badge's count, refetched every 10 minutes and on window focus. */
export const useUnreadCount = (enabled = true) =>
  useSWR(enabled ? ['notifications', 'unread'] : null, () => api.notifications.unreadCount(), {
    refreshInterval: UNREAD_REFETCH_MS,
    revalidateOnFocus: true,
  });
