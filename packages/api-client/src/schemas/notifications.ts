import { NOTIFICATION_PRIORITIES } from '@kiwo/domain';
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants';
import { pagination } from './agent';
import { envelope } from './envelope';
import { wholeNumber } from './fields';

export { NOTIFICATION_TYPES };

// Notifications (spec §3 Notification, §7 calls): created on the server by real events.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, {
  error: `Type must be one of: ${NOTIFICATION_TYPES.join(', ')}`,
});
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES, {
  error: `Priority must be one of: ${NOTIFICATION_PRIORITIES.join(', ')}`,
});

/** Spec §7 `GET /notifications` query: page, limit, type, isRead, priority (all optional). */
export const notificationsQuery = z.object({
  page: optional(wholeNumber('Page', 1, 100_000)),
  limit: optional(wholeNumber('Limit', 1, 100)),
  type: optional(notificationTypeSchema),
  isRead: optional(
    z
      .enum(['true', 'false'], { error: 'isRead must be true or false' })
      .transform((v) => v === 'true'),
  ),
  priority: optional(notificationPrioritySchema),
});

export const notificationParams = z.object({
  id: z.uuid({ error: 'Notification not found' }),
});
export const notificationActionParams = z.object({
  notificationId: z.uuid({ error: 'Notification not found' }),
});

/** An answer the user can give from the notification itself (approve/decline style). */
export const notificationAction = z.object({
  /** Sent back as `action`, e.g. `accept`. */
  id: z.string(),
  /** English label; the web translates known ids. */
  label: z.string(),
  variant: z.enum(['primary', 'secondary', 'danger']),
});

export const notification = z.object({
  _id: z.string(),
  type: notificationTypeSchema,
  /** English wording (for any client); the web words known types itself from `params`. */
  title: z.string(),
  body: z.string(),
  /** Names, dates and figures the wording uses. */
  params: z.record(z.string(), z.string()),
  priority: notificationPrioritySchema,
  isRead: z.boolean(),
  actions: z.array(notificationAction),
  /** The action chosen, once answered; actions are then closed. */
  actionTaken: z.string().nullable(),
  /** In-app path to open, e.g. `/farmer/marketplace`. */
  link: z.string().nullable(),
  createdAt: z.string(),
});

/** Spec §3/§7 list response: `data`, `totalNotifications` (matching the filters), `pagination`. */
export const notificationsResponse = envelope(z.array(notification)).extend({
  totalNotifications: z.number().int(),
  pagination,
});
export const notificationResponse = envelope(notification);
export const unreadCountResponse = envelope(z.object({ unreadCount: z.number().int() }));
export const markAllReadResponse = envelope(z.object({ updated: z.number().int() }));

/** Spec §7 `POST /notifications/{notificationId}/action`: body `action` and `response`. */
export const notificationActionBody = z.object({
  action: z
    .string({ error: 'Action is required' })
    .trim()
    .min(1, 'Action is required')
    .max(40, 'Action must be at most 40 characters'),
  response: optional(z.string().trim().max(500, 'Response must be at most 500 characters')),
});

/** The answered notification; `message` (spec §8) is shown as a toast. */
export const notificationActionResponse = envelope(notification);

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationAction = z.infer<typeof notificationAction>;
export type Notification = z.infer<typeof notification>;
export type NotificationsQuery = z.input<typeof notificationsQuery>;
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
export type NotificationActionBody = z.input<typeof notificationActionBody>;
