import type { NotificationPriority } from '@kiwo/domain';
import type { Database } from '../../db/client';
import { notifications, type StoredNotificationAction } from '../../db/schema';
import { queueSmsAlert } from '../messages';

export type NotificationRow = typeof notifications.$inferSelect;

/** One notification to create. Types are the `NOTIFICATION_TYPES` of the api-client schemas. */
export interface NotifyInput {
  type: NotificationRow['type'];
  /** English wording; the web words known types itself from `params`. */
  title: string;
  body: string;
  params?: Record<string, string>;
  priority?: NotificationPriority;
  actions?: StoredNotificationAction[];
  /** In-app path to open, e.g. `/farmer/marketplace`. */
  link?: string | null;
  /** Ids an action handler needs; never sent to the client. */
  context?: Record<string, string>;
  /** The same key for the same user notifies once (re-saves, retries, reminder runs). */
  dedupeKey?: string;
}

/**
 * The one way notifications are made: every event (marketplace, reports, records, reminders)
 * calls this, inside its own transaction when it has one. Returns the row, or undefined when the
 * `dedupeKey` was already used for this user.
 */
export async function notify(
  db: Database,
  userId: string,
  input: NotifyInput,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type: input.type,
      title: input.title,
      body: input.body,
      params: input.params ?? {},
      priority: input.priority ?? 'medium',
      actions: input.actions ?? [],
      link: input.link ?? null,
      context: input.context ?? {},
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  // A few events also go out by SMS, queued in this same transaction (ADR 0037, ADR 0038).
  if (row)
    await queueSmsAlert(db, userId, {
      type: row.type,
      priority: row.priority,
      params: input.params,
    });
  return row;
}

/** A user's home in the web app (`/farmer`, `/agent`, `/admin`). */
export const homeOf = (role: string) =>
  `/${role === 'agent' || role === 'admin' || role === 'vet' ? role : 'farmer'}`;
