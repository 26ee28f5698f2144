import { z } from 'zod';

// Field rules shared by every schema module (ADR 0025): one home for how numbers and names are
// read, so a client sending `""`, `[]` or `true` for a number gets the same 400 everywhere.

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
 * Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) make a name display as
 * something else ("Trojan Source"); zero-width characters (U+200B–U+200D, U+2060, U+FEFF) make
 * two names that look the same differ. Neither belongs in a person's, farm's or listing's name.
 */
export const INVISIBLE_OR_BIDI = /[\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/;

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
    .refine((v) => !INVISIBLE_OR_BIDI.test(v), invisibleMessage(label));
