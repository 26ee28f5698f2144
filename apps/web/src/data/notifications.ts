import { notificationCalls } from '@kiwo/api-client';
import type { NotificationPriority, PriorityFilter, ReadStatusFilter } from '@kiwo/domain';
import { NOTIFICATIONS_STALE_MS, readStatusToIsRead, UNREAD_REFETCH_MS } from '@kiwo/domain';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
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

/** A notification write: afterwards the list and the badge are fetched again. */
const useNotificationWrite = <Arg, Result>(name: string, run: (arg: Arg) => Promise<Result>) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['notifications-write', name],
    async (_key: unknown, { arg }: { arg: Arg }) => {
      const result = await run(arg);
      await mutate((key) => Array.isArray(key) && key[0] === 'notifications');
      return result;
    },
  );
};

export const useMarkRead = () =>
  useNotificationWrite('read', (id: string) => api.notifications.markRead(id));

export const useMarkAllRead = () =>
  useNotificationWrite('all-read', (_: undefined) => api.notifications.markAllRead());

export const useNotificationAction = () =>
  useNotificationWrite('action', ({ id, action }: { id: string; action: string }) =>
    api.notifications.act(id, { action }),
  );
