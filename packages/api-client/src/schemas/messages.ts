import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '../constants';
import { pagination } from './agent';
import { envelope } from './envelope';
import { wholeNumber } from './fields';

// Outbound SMS and email (ADR 0037, ADR 0038): the admin messages page and its summary, and the
// signed-in user's switch for alerts by SMS.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

export const messageStatusSchema = z.enum(MESSAGE_STATUSES, {
  error: `Status must be one of ${MESSAGE_STATUSES.join(', ')}`,
});
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS, {
  error: `Channel must be one of ${MESSAGE_CHANNELS.join(', ')}`,
});

export const adminMessagesQuery = z.object({
  /** A phone number or part of it, in any usual form (`0803 12`, `+234803…`). */
  phone: optional(
    z
      .string()
      .trim()
      .max(20, 'Phone must be at most 20 characters')
      .regex(/^[+0-9\s()-]*$/, 'Phone must be digits'),
  ),
  status: optional(messageStatusSchema),
  channel: optional(messageChannelSchema),
  minCost: optional(
    z.coerce
      .number({ error: 'Minimum cost must be a number' })
      .min(0, 'Minimum cost must be at least 0')
      .max(100_000, 'Minimum cost must be at most 100000'),
  ),
  page: optional(wholeNumber('Page', 1, 10_000)),
  limit: optional(wholeNumber('Limit', 1, 100)),
});

export const adminMessage = z.object({
  id: z.string(),
  channel: messageChannelSchema,
  to: z.string(),
  /** otp, reset, notice, `alert:<type>`, other. */
  kind: z.string(),
  /** The text as stored: codes and links masked. */
  body: z.string(),
  status: messageStatusSchema,
  provider: z.string().nullable(),
  /** Naira as the gateway priced it (a decimal string), null until priced. */
  costNaira: z.string().nullable(),
  segments: z.number().int().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});

export const adminMessagesResponse = envelope(z.array(adminMessage)).extend({ pagination });

export const SMS_PROVIDERS = ['africastalking', 'termii'] as const;

export const messagesSummary = z.object({
  /** What is configured, never a key. `provider` null: the development outbox. */
  settings: z.object({
    provider: z.enum(SMS_PROVIDERS).nullable(),
    senderId: z.string().nullable(),
    baseUrl: z.string().nullable(),
    /** Whether the callbacks need `?token=` (SMS_CALLBACK_TOKEN). */
    callbacksAuthenticated: z.boolean(),
    /** Whether Termii's delivery reports must carry a valid X-Termii-Signature. */
    termiiReportsSigned: z.boolean(),
    dailyCapPerUser: z.number().int(),
    dailyBudgetNaira: z.number(),
    retryDelaysSeconds: z.array(z.number()),
  }),
  today: z.object({ spentNaira: z.number() }),
  month: z.object({
    spentNaira: z.number(),
    byStatus: z.partialRecord(messageStatusSchema, z.number().int()),
  }),
});
export const messagesSummaryResponse = envelope(messagesSummary);

/** on: alerts by SMS whatever the app use; off: none; auto: only after 14 days away. */
export const SMS_ALERT_MODES = ['on', 'off', 'auto'] as const;
export const smsAlerts = z.object({ mode: z.enum(SMS_ALERT_MODES), phone: z.string() });
export const smsAlertsResponse = envelope(smsAlerts);
export const smsAlertsBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export type AdminMessagesQuery = z.input<typeof adminMessagesQuery>;
export type AdminMessage = z.infer<typeof adminMessage>;
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponse>;
export type MessagesSummary = z.infer<typeof messagesSummary>;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type SmsAlerts = z.infer<typeof smsAlerts>;
