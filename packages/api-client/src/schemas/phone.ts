import { z } from 'zod';
import { pagination } from './agent';
import { envelope } from './envelope';
import { wholeNumber } from './fields';

// The phone line's calls as admins see them (ADR 0043): who called, in which language, how long
// and at what cost, and every turn — a question heard and answered, or a keypad recording.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

export const adminPhoneCallsQuery = z.object({
  /** A phone number or part of it, in any usual form (`0803 12`, `+234803…`). */
  phone: optional(
    z
      .string()
      .trim()
      .max(20, 'Phone must be at most 20 characters')
      .regex(/^[+0-9\s()-]*$/, 'Phone must be digits'),
  ),
  page: optional(wholeNumber('Page', 1, 100_000)),
  limit: optional(wholeNumber('Limit', 1, 100)),
});

export const PHONE_TURN_KINDS = [
  'question',
  'heard',
  'doubtful',
  'not-heard',
  'failed',
  'record',
  'record-refused',
  'record-cancelled',
  'pin-wrong',
] as const;

export const phoneTurn = z.object({
  at: z.string(),
  /** `question` (speech → advisor), `heard`/`doubtful` (offline recogniser), `record…` and `pin-wrong` (the keypad recording). */
  kind: z.enum(PHONE_TURN_KINDS),
  /** What was heard, or what the caller keyed (`mortality +3, House A`; a PIN never). */
  question: z.string(),
  /** What Kiwo said back, in the caller's language. */
  answer: z.string(),
  stt: z.string().nullable(),
  advisor: z.string().nullable(),
  spoken: z.enum(['play', 'say']),
  /** The gateway's recording of the question, when there was one. */
  recordingUrl: z.string().nullable().optional(),
});

export const adminPhoneCall = z.object({
  id: z.string(),
  sessionId: z.string(),
  /** Masked: the country code and network prefix, then the last four digits. */
  callerNumber: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  language: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  /** The gateway's cost, a decimal string in `currency`. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  endStatus: z.string().nullable(),
  turns: z.array(phoneTurn),
});

export const adminPhoneCallsResponse = envelope(
  z.object({ calls: z.array(adminPhoneCall), pagination }),
);

export type AdminPhoneCallsQuery = z.input<typeof adminPhoneCallsQuery>;
export type PhoneTurnKind = (typeof PHONE_TURN_KINDS)[number];
export type AdminPhoneTurn = z.infer<typeof phoneTurn>;
export type AdminPhoneCall = z.infer<typeof adminPhoneCall>;
export type AdminPhoneCallsResponse = z.infer<typeof adminPhoneCallsResponse>;
