import { z } from 'zod';
import { ERROR_CODES, FIELD_CODES } from '../problems';

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

/** One field's machine code and the figures its words need (`problems.ts`). */
const fieldProblem = z.object({
  code: z.enum(FIELD_CODES),
  min: z.number().optional(),
  max: z.union([z.number(), z.string()]).optional(),
  places: z.number().optional(),
  unit: z.literal('naira').optional(),
});

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  /** Field-level problems for forms: path → message (English). */
  fields: z.record(z.string(), z.string()).optional(),
  /** The same fields' machine codes, for words in the reader's language: path → problem. */
  fieldCodes: z.record(z.string(), fieldProblem).optional(),
  /** A machine code for a common failure that is not about one field. */
  code: z.enum(ERROR_CODES).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
