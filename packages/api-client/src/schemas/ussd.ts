import { z } from 'zod';
import { pagination } from './agent';
import { envelope } from './envelope';

// The admin USSD page grouped by session (ADR 0027) and the signed-in user's USSD PIN.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The menus a session can enter (the first one it entered names the session). */
export const USSD_MENUS = ['record', 'summary', 'call', 'settings', 'register'] as const;

export const ussdSessionsQuery = z.object({
  /** Phone digits or session id. */
  search: optional(z.string().trim().max(100, 'Search must be at most 100 characters')),
  menu: optional(z.enum(USSD_MENUS, { error: `Menu must be one of ${USSD_MENUS.join(', ')}` })),
  page: optional(wholeNumber('Page', 1, 100_000)),
  limit: optional(wholeNumber('Limit', 1, 100)),
});

export const ussdStep = z.object({
  text: z.string(),
  response: z.string().nullable(),
  outcome: z.string(),
  at: z.string(),
});

export const ussdSession = z.object({
  sessionId: z.string(),
  phone: z.string(),
  userName: z.string().nullable(),
  startedAt: z.string(),
  /** The gateway's duration when it sent the end-of-session notice, else first to last step. */
  durationMs: z.number().int(),
  menu: z.enum(USSD_MENUS).nullable(),
  /** The last screen's outcome (saved, cancelled, invalid, menu, …). */
  outcome: z.string(),
  /** Whether the session did what it came for (a save, a summary, a call request, …). */
  completed: z.boolean(),
  /** The gateway's end status (Success, Incomplete, Failed), when it sent one. */
  status: z.string().nullable(),
  steps: z.array(ussdStep),
});

export const ussdMenuRate = z.object({
  menu: z.enum(USSD_MENUS).nullable(),
  sessions: z.number().int(),
  completed: z.number().int(),
  /** completed / sessions, 0..1. */
  rate: z.number(),
});

export const ussdSessionsResponse = envelope(z.array(ussdSession)).extend({
  pagination,
  menus: z.array(ussdMenuRate),
});

export const ussdPinBody = z.object({
  pin: z.string().regex(/^\d{4}$/, 'A PIN is 4 digits'),
});
export const ussdPinResponse = envelope(z.object({ hasPin: z.boolean() }));

export type UssdSessionsQuery = z.input<typeof ussdSessionsQuery>;
export type UssdSession = z.infer<typeof ussdSession>;
export type UssdMenuRate = z.infer<typeof ussdMenuRate>;
export type UssdSessionsResponse = z.infer<typeof ussdSessionsResponse>;
export type UssdMenu = (typeof USSD_MENUS)[number];
