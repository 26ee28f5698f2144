import { koboToNairaString } from '../money';
import { calendarDay, type DateInput, toDate } from '../time';

/** Spec §3 export rows: missing values default to 0, "N/A" or empty, depending on the field. */
const NOT_AVAILABLE = 'N/A';

export const numberOr0 = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const textOrNA = (value: string | null | undefined): string =>
  typeof value === 'string' && value.trim() !== '' ? value : NOT_AVAILABLE;

export const textOrEmpty = (value: string | null | undefined): string =>
  typeof value === 'string' ? value : '';

export const yesNo = (value: boolean | null | undefined): 'yes' | 'no' =>
  value === true ? 'yes' : 'no';

/** A naira amount as plain text with 0 or 2 decimals ("1500", "1500.50"); missing → "0". */
export const nairaText = (value: number | null | undefined): string =>
  koboToNairaString(Math.round(numberOr0(value) * 100));

/** A calendar day `YYYY-MM-DD` (Nigerian time), which every spreadsheet sorts correctly. */
export const dayOrNA = (value: DateInput | null | undefined): string =>
  calendarDay(value) ?? NOT_AVAILABLE;

/** A full ISO 8601 instant (UTC); a date-only string stays as given. */
export const instantOrNA = (value: DateInput | null | undefined): string => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    return calendarDay(value) ?? NOT_AVAILABLE;
  }
  return toDate(value)?.toISOString() ?? NOT_AVAILABLE;
};
