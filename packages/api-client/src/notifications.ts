import type { NotificationPriority } from '@kiwo/domain';
import type { Http } from './http';
import type { Pagination } from './schemas/agent';
import type {
  Notification,
  NotificationActionBody,
  NotificationType,
} from './schemas/notifications';

type Envelope<T> = { success: boolean; message: string; data: T };

/** Spec §7 `GET /notifications` query; `isRead` omitted means read and unread. */
export interface NotificationListQuery {
  page?: number;
  limit?: number;
  type?: NotificationType;
  isRead?: boolean;
  priority?: NotificationPriority;
}

/** Spec §3 list response. */
export interface NotificationList {
  data: Notification[];
  totalNotifications: number;
  pagination: Pagination;
}

/** Spec §8 notification messages (the client defaults when the server gives none). */
export const NOTIFICATION_MESSAGES = {
  markReadFailed: 'Failed to mark notification as read',
  markAllRead: 'All notifications marked as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  actionFailed: 'Action failed',
} as const;

const seg = encodeURIComponent;

/** Exactly the `/notifications` calls of spec §7. */
export const notificationCalls = (http: Http) => ({
  list: async (q: NotificationListQuery = {}): Promise<NotificationList> => {
    const body = await http<Envelope<Notification[]> & Omit<NotificationList, 'data'>>(
      'GET',
      '/notifications',
      { query: { ...q }, defaultMessage: 'Failed to load notifications' },
    );
    return {
      data: body.data,
      totalNotifications: body.totalNotifications,
      pagination: body.pagination,
    };
  },
  /** `data.unreadCount`. */
  unreadCount: async () =>
    (
      await http<Envelope<{ unreadCount: number }>>('GET', '/notifications/unread-count', {
        defaultMessage: 'Failed to load notifications',
      })
    ).data.unreadCount,
  markRead: async (id: string) =>
    (
      await http<Envelope<Notification>>('PUT', `/notifications/${seg(id)}/read`, {
        defaultMessage: NOTIFICATION_MESSAGES.markReadFailed,
      })
    ).data,
  markAllRead: async () =>
    (
      await http<Envelope<{ updated: number }>>('PUT', '/notifications/mark-all-read', {
        defaultMessage: NOTIFICATION_MESSAGES.markAllReadFailed,
      })
    ).data,
  /** Answers a notification's action; the response's `message` is meant for a toast. */
  act: async (notificationId: string, body: NotificationActionBody) => {
    const res = await http<Envelope<Notification>>(
      'POST',
      `/notifications/${seg(notificationId)}/action`,
      { body, defaultMessage: NOTIFICATION_MESSAGES.actionFailed },
    );
    return { message: res.message, notification: res.data };
  },
});
