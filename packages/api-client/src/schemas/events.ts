import { z } from 'zod';
import { envelope } from './envelope';

/** Event names the web app may send to `POST /events` (ADR 0052); the server records the rest. */
export const CLIENT_EVENT_NAMES = [
  'page_view',
  'form_error',
  'offline_queued',
  'offline_sync',
] as const;

/**
 * A route pattern (`/farm/:id`): no digits, `@`, `.` or `?`, so no id, phone number, email or
 * query string can be sent as one (ADR 0052).
 */
const ROUTE_PATTERN = /^\/(?:(?::?[A-Za-z_-]{1,40})(?:\/(?::?[A-Za-z_-]{1,40}))*)?\/?$/;

/** One event from the web app: only these fields, each from a closed list or a strict shape. */
export const clientEvent = z.strictObject({
  name: z.enum(CLIENT_EVENT_NAMES),
  language: z.enum(['en', 'ha', 'yo', 'ig']).optional(),
  route: z
    .string()
    .max(200)
    .regex(ROUTE_PATTERN, 'route must be a route pattern such as /farm/:id (no ids)')
    .optional(),
  errorCode: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,47}$/, 'errorCode must be a short code such as invalid_input')
    .optional(),
});

/** `POST /events`: 1 to 20 events at once. */
export const eventsBody = z.strictObject({
  events: z.array(clientEvent).min(1, 'Send at least one event').max(20, 'Send at most 20 events'),
});
export const eventsResponse = envelope(z.object({ stored: z.number().int() }));

/** The admin's sign-up funnel of farmers over the last 30 days. */
export const signupFunnel = z.object({
  days: z.number().int(),
  /** Farmer accounts created in the window. */
  signedUp: z.number().int(),
  /** Of those, with at least one daily record. */
  firstRecord: z.number().int(),
  /** Of those, signed up 7 days ago or more (the only ones who can be 7-day active yet). */
  eligible7d: z.number().int(),
  /** Of those, who saved a record 7 days or more after signing up. */
  active7d: z.number().int(),
  /** Sign-ups by channel (web, agent, ussd, whatsapp), from the sign-up events. */
  channels: z.array(z.object({ channel: z.string(), count: z.number().int() })),
});
export const signupFunnelResponse = envelope(signupFunnel);

export type ClientEvent = z.infer<typeof clientEvent>;
export type EventsBody = z.infer<typeof eventsBody>;
export type SignupFunnel = z.infer<typeof signupFunnel>;
