import { z } from 'zod';

/**
 * Every Kiwo response uses the spec §7 envelope `{ success, message, data }`.
 * Errors add `error` (a human-readable message) so the client's message
 * precedence rule (spec §8: server `error`, then client message, then default) works.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    data,
  });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  /** Field-level problems for forms: path → message. */
  fields: z.record(z.string(), z.string()).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
