import { z } from 'zod';
import type { FieldProblem } from '../problems';

// Field rules shared by every schema module (ADR 0025): one home for how numbers and names are
// read, so a client sending `""`, `[]` or `true` for a number gets the same 400 everywhere.

/**
 * A refinement's English message with its machine code (`problems.ts`): the server's error
 * handler sends the code beside the message, and the web words it in the reader's language.
 */
export const coded = (message: string, problem: FieldProblem) => ({ message, params: problem });

/** A decimal number as text: what a query string or a form field carries. */
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A JSON number, or a numeric string (query strings and some forms send text), then validated.
 * Never `""`, `[]`, `null`, booleans or objects: `z.coerce.number()` turned `""`/`[]` into 0 and
 * `true` into 1.
 */
export const strictNumber = (label: string, message = `${label} must be a number`) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value,
    z.number({ error: message }),
  );

/** A whole number from `min` to `max`, strictly read (see `strictNumber`). */
export const wholeNumber = (label: string, min: number, max: number, shownMax = String(max)) =>
  strictNumber(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${shownMax}`),
  );

/**
 * Bidirectional overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
 * U+061C) make a name display as something else ("Trojan Source"); zero-width and blank-looking
 * characters (U+200B–U+200D, U+2060–U+2064, U+FEFF, the soft hyphen U+00AD, U+034F, U+180E, the
 * Hangul fillers U+115F, U+1160, U+3164, U+FFA0, U+17B4, U+17B5) make two names that look the same
 * differ, or a name look empty. Control characters (U+0000–U+001F, U+007F–U+009F) and line or
 * paragraph separators (U+2028, U+2029) break the name across lines of an SMS, a USSD screen or the
 * operator's console, or send terminal escapes there. None belongs in a person's, farm's or
 * listing's name.
 */
export const INVISIBLE_OR_BIDI = new RegExp(
  '[\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e' +
    '\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\u3164\\ufeff\\uffa0]',
);

export const invisibleMessage = (label: string) =>
  `${label} cannot contain invisible or text-direction characters`;

/**
 * A free-text name (person, farm, pen, batch, section, listing title): trimmed, required,
 * at most `max` characters, no invisible or text-direction control characters.
 */
export const nameText = (label: string, max: number, min = 1) =>
  z
    .string({
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (v) => !INVISIBLE_OR_BIDI.test(v),
      coded(invisibleMessage(label), { code: 'invisible_characters' }),
    );
