import { notificationCalls } from '@kiwo/api-client';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { notifications: notificationCalls(http) };

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
