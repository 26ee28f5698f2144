import type { BatchSummary, DailyRecord, Pen, Section } from '@kiwo/api-client/schemas';
import { animalsPlaced, koboToNaira } from '@kiwo/domain';
import type { batches, dailyRecords, pens, sections } from '../../db/schema';

type PenRow = typeof pens.$inferSelect;
type BatchRow = typeof batches.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type RecordRow = typeof dailyRecords.$inferSelect;

/** Batch row plus what its list query adds. */
export interface BatchAggregates {
  penName: string;
  totalAnimals: number;
  initialAnimals: number;
  sectionCount: number;
}

const iso = (d: Date) => d.toISOString();
/** numeric columns arrive as numbers from Drizzle, or strings from raw SQL. */
const num = (v: number | string | null) => (v === null ? null : Number(v));

export const toPen = (row: PenRow): Pen => ({
  _id: row.id,
  id: row.id,
  farmerId: row.farmerId,
  name: row.name,
  description: row.description,
  location: row.location,
  createdAt: iso(row.createdAt),
});

export const toBatchSummary = (row: BatchRow, agg: BatchAggregates): BatchSummary => ({
  id: row.id,
  penId: row.penId,
  penName: agg.penName,
  name: row.name,
  livestockType: row.livestockType as BatchSummary['livestockType'],
  totalAnimals: Number(agg.totalAnimals),
  initialAnimals: Number(agg.initialAnimals),
  progress: row.progress,
  status: row.status,
  completion:
    row.completedAt && row.completionOutcome
      ? {
          completedAt: iso(row.completedAt),
          outcome: row.completionOutcome,
          notes: row.completionNotes,
          finalCount: row.completionFinalCount ?? 0,
          salePriceNaira: row.salePriceKobo === null ? null : koboToNaira(row.salePriceKobo),
        }
      : null,
  sectionCount: Number(agg.sectionCount),
  placedOn: row.placedOn,
  ageAtPlacementDays: row.ageAtPlacementDays,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toSection = (row: SectionRow): Section => ({
  id: row.id,
  batchId: row.batchId,
  name: row.name,
  livestockType: row.livestockType as Section['livestockType'],
  subType: row.subType,
  gender: row.gender as Section['gender'],
  cattlePurpose: row.cattlePurpose as Section['cattlePurpose'],
  initialCount: row.initialCount,
  placedCount: animalsPlaced(row.initialCount, row.countAdjustment),
  count: row.count,
  createdAt: iso(row.createdAt),
  lastUpdated: iso(row.updatedAt),
});

export const toRecord = (row: RecordRow): DailyRecord => ({
  id: row.id,
  sectionId: row.sectionId,
  date: row.date,
  feedAmount: num(row.feedAmount),
  feedType: row.feedType,
  waterConsumption: num(row.waterConsumption),
  healthStatus: row.healthStatus as DailyRecord['healthStatus'],
  temperature: num(row.temperature),
  weather: row.weather,
  mortality: row.mortality,
  newBirths: row.newBirths,
  weight: num(row.weight),
  culling: row.culling,
  salesNaira: koboToNaira(Number(row.salesKobo)),
  expenses: koboToNaira(Number(row.expensesKobo)),
  numberSold: row.numberSold,
  notes: row.notes,
  medicationGiven: row.medicationGiven,
  vaccination: row.vaccination,
  eggsCollected: row.eggsCollected,
  eggsCracked: row.eggsCracked,
  milkLitres: num(row.milkLitres),
  mortalityCause: row.mortalityCause as DailyRecord['mortalityCause'],
  cullingReason: row.cullingReason as DailyRecord['cullingReason'],
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
