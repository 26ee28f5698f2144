import type { MORTALITY_CAUSES } from '@kiwo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyRecords } from '../../db/schema';
import { createRecordsService } from '../records';
import type { UserRow } from '../users';

/**
 * What one USSD confirmation adds to a section's day: the part of the records module's
 * `DayEntry` (amounts added, text appended) the menu asks for.
 */
export interface DayEntry {
  mortality?: number;
  newBirths?: number;
  numberSold?: number;
  sales?: number;
  expenses?: number;
  feedAmount?: number;
  vaccination?: string;
  eggsCollected?: number;
  /** Of this entry's eggs, how many are cracked (asked after eggs, ADR 0059). */
  eggsCracked?: number;
  milkLitres?: number;
  /** Why this entry's deaths died (asked after a deaths count, the web form's causes). */
  mortalityCause?: (typeof MORTALITY_CAUSES)[number];
}

/** The day's totals as the confirmation screen shows them (naira, kg). */
export interface DayTotals {
  mortality: number;
  newBirths: number;
  numberSold: number;
  sales: number;
  expenses: number;
  feedAmount: number;
  vaccination: string | null;
  eggsCollected: number;
  eggsCracked: number;
  milkLitres: number;
}

const NO_TOTALS: DayTotals = {
  mortality: 0,
  newBirths: 0,
  numberSold: 0,
  sales: 0,
  expenses: 0,
  feedAmount: 0,
  vaccination: null,
  eggsCollected: 0,
  eggsCracked: 0,
  milkLitres: 0,
};

export async function dayTotals(db: Database, sectionId: string, date: string): Promise<DayTotals> {
  const [row] = await db
    .select()
    .from(dailyRecords)
    .where(and(eq(dailyRecords.sectionId, sectionId), eq(dailyRecords.date, date)));
  if (!row) return NO_TOTALS;
  return {
    mortality: row.mortality,
    newBirths: row.newBirths,
    numberSold: row.numberSold,
    sales: row.salesKobo / 100,
    expenses: row.expensesKobo / 100,
    feedAmount: row.feedAmount ?? 0,
    vaccination: row.vaccination,
    eggsCollected: row.eggsCollected ?? 0,
    eggsCracked: row.eggsCracked ?? 0,
    milkLitres: row.milkLitres ?? 0,
  };
}

/** The totals after adding an entry, as the records module will store them. */
export function added(before: DayTotals, entry: DayEntry): DayTotals {
  const sum = (a: number, b: number | undefined) => Math.round((a + (b ?? 0)) * 100) / 100;
  return {
    mortality: before.mortality + (entry.mortality ?? 0),
    newBirths: before.newBirths + (entry.newBirths ?? 0),
    numberSold: before.numberSold + (entry.numberSold ?? 0),
    sales: sum(before.sales, entry.sales),
    expenses: sum(before.expenses, entry.expenses),
    feedAmount: sum(before.feedAmount, entry.feedAmount),
    eggsCollected: before.eggsCollected + (entry.eggsCollected ?? 0),
    eggsCracked: before.eggsCracked + (entry.eggsCracked ?? 0),
    milkLitres: sum(before.milkLitres, entry.milkLitres),
    vaccination: entry.vaccination
      ? before.vaccination
        ? `${before.vaccination}; ${entry.vaccination}`
        : entry.vaccination
      : before.vaccination,
  };
}

/**
 * Adds an entry to the day through the records module (ADR 0027: USSD never replaces a day): one
 * transaction with the live-count rule, attributed to the farmer and the `ussd` channel. Answers
 * the section's live count after the save.
 */
export async function addEntry(
  db: Database,
  actor: UserRow,
  sectionId: string,
  date: string,
  entry: DayEntry,
  idempotencyKey: string,
): Promise<{ liveCount: number }> {
  const { liveCount } = await createRecordsService(db).addEntry(
    actor,
    'ussd',
    sectionId,
    date,
    entry,
    idempotencyKey,
  );
  return { liveCount };
}
