/**
 * What the record form edits (ADR 0026): the day (section, date and the farmer's own queued
 * save), the stored version it was loaded from, and the precondition its save sends (`seen`:
 * that version, `null` for no record, absent while unknown).
 */
export interface FormBase {
  day: string;
  version: string;
  seen?: string | null;
}

/** The day as the page knows it now; `latest` is undefined while the day's record is unknown. */
export interface DayNow {
  day: string;
  version: string;
  latest: string | null | undefined;
}

/**
 * When the day or its stored version changes: a new day, or an untouched form, reloads from
 * what is stored and edits that version. A form the farmer typed in keeps their typing and the
 * version they started from — so the save is a conflict instead of a silent overwrite — except
 * that a version learnt only now (the record arrived after they began) becomes the one edited.
 * While the form's own save is under way nothing reloads: the save passes through the outbox
 * (the day gains and, if refused, loses a queued entry), and a refused save must leave the
 * farmer's typing in the boxes next to the error.
 */
export function nextFormBase(
  prev: FormBase | undefined,
  now: DayNow,
  typed: boolean,
  saving = false,
): { base: FormBase; reload: boolean } {
  if (saving && prev) return { base: prev, reload: false };
  const known = now.latest === undefined ? {} : { seen: now.latest };
  const fresh = { day: now.day, version: now.version, ...known };
  if (prev?.day !== now.day || !typed) return { base: fresh, reload: true };
  if (prev.seen === undefined) return { base: fresh, reload: false };
  return { base: prev, reload: false };
}

/** The day changed elsewhere since the form was loaded (and the farmer kept typing). */
export const changedSince = (base: FormBase | undefined, now: DayNow) =>
  base?.day === now.day && base.seen !== undefined && base.version !== now.version;
