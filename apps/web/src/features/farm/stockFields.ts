import { parseTypedNumber } from '@kiwo/domain';
import type { BrowserTranslator } from '@kiwo/i18n';

/** Reads a typed number of a stock form: an error message for the field, or the value. */
export const numberIn = (t: BrowserTranslator, text: string, required: boolean) => {
  const read = parseTypedNumber(text);
  if (!read.ok) return { error: t.farm.notANumber() };
  if (read.value === null)
    return required ? { error: t.validation.required() } : { value: undefined };
  return { value: read.value };
};
