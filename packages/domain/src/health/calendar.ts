import { addDays, MS_PER_DAY } from '../time';
import type { ScheduleItem } from './schedules';

/** Days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);

/** A batch's age in days on `day`: its age when placed plus the days since (ADR 0056). */
export const ageOnDay = (placedOn: string, ageAtPlacementDays: number, day: string): number =>
  ageAtPlacementDays + daysBetween(placedOn, day);

/** How many days ahead an item shows as coming up. */
const UPCOMING_DAYS = 7;

type HealthTaskStatus = 'given' | 'overdue' | 'due' | 'upcoming';

export interface HealthTask {
  readonly item: ScheduleItem;
  readonly status: HealthTaskStatus;
  /** The farm days the window opens and closes, for this batch. */
  readonly dueFrom: string;
  readonly dueTo: string;
}

export interface CalendarInput {
  readonly placedOn: string;
  readonly ageAtPlacementDays: number;
  readonly today: string;
  /** Ids of the items already marked given for these animals. */
  readonly given: ReadonlySet<string>;
}

const ORDER: Record<HealthTaskStatus, number> = { overdue: 0, due: 1, upcoming: 2, given: 3 };

/**
 * The tasks of a schedule for one batch's animals on `today`, most pressing first: overdue,
 * due, coming up in the next `UPCOMING_DAYS`, then given. Items whose window closed before the
 * animals arrived are the hatchery's or seller's and are left out; so are items further ahead.
 */
export function healthCalendar(
  schedule: readonly ScheduleItem[],
  input: CalendarInput,
): HealthTask[] {
  const age = ageOnDay(input.placedOn, input.ageAtPlacementDays, input.today);
  const birthDay = addDays(input.placedOn, -input.ageAtPlacementDays);
  const tasks: HealthTask[] = [];
  for (const item of schedule) {
    if (item.toDay < input.ageAtPlacementDays) continue;
    const task = (status: HealthTaskStatus): HealthTask => ({
      item,
      status,
      dueFrom: addDays(birthDay, item.fromDay),
      dueTo: addDays(birthDay, item.toDay),
    });
    if (input.given.has(item.id)) tasks.push(task('given'));
    else if (age > item.toDay) tasks.push(task('overdue'));
    else if (age >= item.fromDay) tasks.push(task('due'));
    else if (item.fromDay - age <= UPCOMING_DAYS) tasks.push(task('upcoming'));
  }
  return tasks.sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.item.fromDay - b.item.fromDay);
}

/**
 * The first farm day animals treated on `givenOn` may be sold for food again: a withdrawal of
 * N days keeps them off the market on the day given and the N − 1 days after. Null with none.
 */
export const saleAllowedFrom = (givenOn: string, withdrawalDays: number): string | null =>
  withdrawalDays > 0 ? addDays(givenOn, withdrawalDays) : null;

/** Whether a sale on `day` falls inside the withdrawal of a treatment given on `givenOn`. */
export const inWithdrawal = (givenOn: string, withdrawalDays: number, day: string): boolean => {
  const allowed = saleAllowedFrom(givenOn, withdrawalDays);
  return allowed !== null && day >= givenOn && day < allowed;
};
