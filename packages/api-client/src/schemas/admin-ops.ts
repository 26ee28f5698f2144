import { LIVESTOCK_TYPES, NIGERIAN_STATES, NOTIFICATION_PRIORITIES } from '@kiwo/domain';
import { z } from 'zod';
import { ADMIN_MESSAGE_BODY_MAX, ADMIN_MESSAGE_TITLE_MAX, ANALYTICS_RANGES } from '../constants';
import { envelope } from './envelope';
import { strictNumber } from './fields';
import { roleSchema } from './user';

// The admin console's operations pages (ADR 0015): notifications sent to a role, a state or one
// user, and the analytics an operations team reads.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

const stateField = z.enum(NIGERIAN_STATES, { error: 'Choose one of the 36 states' });

// ---- notifications ------------------------------------------------------------------------------

export { ADMIN_MESSAGE_BODY_MAX, ADMIN_MESSAGE_TITLE_MAX };

/**
 * Who receives an admin's message: one user, or every active account of a role and/or a state.
 * At least one is needed, so a slip never messages everyone.
 */
export const audienceQuery = z
  .object({
    role: optional(roleSchema),
    state: optional(stateField),
    userId: optional(z.uuid({ error: 'User not found' })),
  })
  .refine((a) => a.role !== undefined || a.state !== undefined || a.userId !== undefined, {
    message: 'Choose who receives it: a role, a state or one user',
    path: ['role'],
  })
  .refine((a) => a.userId === undefined || (a.role === undefined && a.state === undefined), {
    message: 'Send to one user, or to a role and/or a state, not both',
    path: ['userId'],
  });

export const sendNotificationBody = z.object({
  audience: audienceQuery,
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(ADMIN_MESSAGE_TITLE_MAX, `Title must be at most ${ADMIN_MESSAGE_TITLE_MAX} characters`),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(ADMIN_MESSAGE_BODY_MAX, `Message must be at most ${ADMIN_MESSAGE_BODY_MAX} characters`),
  priority: z
    .enum(NOTIFICATION_PRIORITIES, { error: 'Priority must be urgent, high, medium or low' })
    .default('medium'),
});

export const recipientCountResponse = envelope(z.object({ recipients: z.number().int() }));
export const sentNotificationResponse = envelope(z.object({ sent: z.number().int() }));

/** One message an admin sent (from the audit log), newest first. */
export const sentMessage = z.object({
  id: z.string(),
  title: z.string(),
  /** The audience as chosen: one user's name, or a role and/or a state. */
  role: roleSchema.nullable(),
  state: z.string().nullable(),
  userName: z.string().nullable(),
  recipients: z.number().int(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});
export const sentMessagesResponse = envelope(z.array(sentMessage));

// ---- analytics ----------------------------------------------------------------------------------

/** `GET /admin/analytics`: the last 30, 90 or 365 days; optional state and livestock filters. */
export const adminAnalyticsQuery = z.object({
  days: optional(
    strictNumber('Days', 'Days must be 30, 90 or 365').pipe(
      z
        .number()
        .refine(
          (d) => (ANALYTICS_RANGES as readonly number[]).includes(d),
          'Days must be 30, 90 or 365',
        ),
    ),
  ),
  state: optional(stateField),
  livestock: optional(
    z.enum(LIVESTOCK_TYPES, { error: `Livestock must be one of: ${LIVESTOCK_TYPES.join(', ')}` }),
  ),
});

const figures = {
  deaths: z.number().int(),
  /** Naira. */
  sales: z.number(),
  sold: z.number().int(),
  /** Farmers with a record in the window. */
  farmers: z.number().int(),
};

export const adminAnalytics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Buckets: days for 30, weeks (from Monday) for 90 and 365. */
  bucket: z.enum(['day', 'week']),
  /** New accounts per bucket (state filter applies; livestock filters farmers by primary). */
  signups: z.array(
    z.object({ date: z.string(), farmers: z.number().int(), agents: z.number().int() }),
  ),
  /** Farmers with at least one record in the bucket. */
  activeFarmers: z.array(z.object({ date: z.string(), farmers: z.number().int() })),
  /** Deaths and sales (naira) per bucket. */
  trend: z.array(z.object({ date: z.string(), deaths: z.number().int(), sales: z.number() })),
  byState: z.array(z.object({ state: z.string().nullable(), ...figures })),
  byLivestock: z.array(z.object({ livestockType: z.string(), ...figures })),
  totals: z.object({ ...figures, signups: z.number().int() }),
});
export const adminAnalyticsResponse = envelope(adminAnalytics);

export type AudienceQuery = z.input<typeof audienceQuery>;
export type SendNotificationBody = z.input<typeof sendNotificationBody>;
export type SentMessage = z.infer<typeof sentMessage>;
export type AdminAnalyticsQuery = z.input<typeof adminAnalyticsQuery>;
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
