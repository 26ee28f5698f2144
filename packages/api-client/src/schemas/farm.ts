import {
  BATCH_STATUSES,
  CATTLE_PURPOSES,
  CONDITION_RATINGS,
  CULLING_REASONS,
  GENDERS,
  isLivestockType,
  isSubTypeOf,
  LIVESTOCK_SUB_TYPES,
  LIVESTOCK_TYPES,
  type LivestockType,
  MORTALITY_CAUSES,
  nairaToKobo,
} from '@kiwo/domain';
import { z } from 'zod';
import { ANALYTICS_RANGES, BATCH_OUTCOMES, WEEKDAY_LABELS } from '../constants';
import { envelope, errorEnvelope } from './envelope';
import { coded, nameText, strictNumber, wholeNumber } from './fields';

export { ANALYTICS_RANGES, BATCH_OUTCOMES, WEEKDAY_LABELS };

// Farm records (ADR 0004): pens, batches, animal sections, daily records, dashboard, analytics.
// Money travels as naira numbers with at most 2 decimals; the server stores integer kobo.

// ---- field rules ------------------------------------------------------------------------------

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

export const text = (label: string, max: number) =>
  z
    .string({
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** At most `places` decimals, judged the way nairaToKobo judges kobo (no float drift). */
const hasDecimals = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor === value;
};

/** A whole number of animals, 0 or more. */
export const countField = (label: string, max = 1_000_000) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-NG')}`);

/** A measured quantity (kg, litres, °C). */
export const measureField = (label: string, min: number, max: number, places = 2) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-NG')}`)
    .refine(
      (v) => hasDecimals(v, places),
      coded(`${label} can have at most ${places} decimals`, { code: 'too_many_decimals', places }),
    );

/** The largest amount of money a form takes, in naira. */
const NAIRA_MAX = 10_000_000_000;

/** Naira with 0-2 decimals; the server turns it into exact kobo. */
export const nairaField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .refine(
      (v) => v <= NAIRA_MAX,
      coded(`${label} is too large`, { code: 'too_big', max: NAIRA_MAX, unit: 'naira' }),
    )
    .refine(
      (v) => nairaToKobo(v).ok,
      coded(`${label} can have at most 2 decimals`, { code: 'too_many_decimals', places: 2 }),
    );

/** `YYYY-MM-DD`, a real calendar day. */
export const dayField = z
  .string({ error: 'Date must be text in the form YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in the form YYYY-MM-DD')
  // Also runs on a string the pattern refused: its code stands for both (field-problems.ts).
  .refine(
    (d) => {
      const parsed = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
    },
    coded('Date is not a real calendar day', { code: 'invalid_date' }),
  );

const idParam = (label: string) => z.uuid({ error: `${label} not found` });

// ---- enumerations -----------------------------------------------------------------------------

export const livestockTypeSchema = oneOf(LIVESTOCK_TYPES, 'Livestock type');
export const batchStatusSchema = oneOf(BATCH_STATUSES, 'Status');
export const animalGenderSchema = oneOf(GENDERS, 'Gender');
export const cattlePurposeSchema = oneOf(CATTLE_PURPOSES, 'Cattle purpose');
export const healthStatusSchema = oneOf(CONDITION_RATINGS, 'Health status');
export const mortalityCauseSchema = oneOf(MORTALITY_CAUSES, 'Cause of death');
const cullingReasonSchema = oneOf(CULLING_REASONS, 'Culling reason');
export const batchOutcomeSchema = oneOf(BATCH_OUTCOMES, 'Outcome');
const allSubTypes = [...new Set(Object.values(LIVESTOCK_SUB_TYPES).flat())] as [
  string,
  ...string[],
];

// ---- path and query parameters ------------------------------------------------------------------

export const farmerParams = z.object({ farmerId: idParam('Farmer') });
export const penParams = z.object({ penId: idParam('Pen') });
export const batchParams = z.object({ batchId: idParam('Batch') });
export const sectionParams = z.object({ sectionId: idParam('Section') });
export const recordParams = z.object({ recordId: idParam('Record') });
export const sectionDayParams = z.object({ sectionId: idParam('Section'), date: dayField });

export const batchListQuery = z.object({ status: optional(batchStatusSchema) });
export const recordsQuery = z.object({
  from: optional(dayField),
  to: optional(dayField),
  limit: optional(wholeNumber('Limit', 1, 366)),
  /** `nextCursor` of the previous page. */
  cursor: optional(dayField),
});
export const csvQuery = z.object({ from: optional(dayField), to: optional(dayField) });
export const analyticsQuery = z.object({
  days: optional(
    strictNumber('Days', 'Days must be 30, 90 or 365').pipe(
      z
        .number()
        .refine(
          (d) => (ANALYTICS_RANGES as readonly number[]).includes(d),
          'Days must be 30, 90 or 365',
        ),
    ),
  ),
});
/** Optional `Idempotency-Key` header of `PUT /sections/:id/records/:date` (offline sync). */
export const idempotencyHeaders = z.object({
  'idempotency-key': optional(
    z
      .string()
      .trim()
      .min(1)
      .max(200, 'Idempotency-Key must be at most 200 characters')
      .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII'),
  ),
});
/**
 * The headers of `PUT /sections/:id/records/:date`: the Idempotency-Key, and an optional
 * precondition on the day's record as the writer last saw it (offline sync, ADR 0012):
 * `If-Match: "<updatedAt>"` (the record they edited) or `If-None-Match: *` (they saw none).
 * A record that changed since answers 412 with the current record.
 */
export const recordWriteHeaders = idempotencyHeaders.extend({
  'if-match': optional(
    z.string().trim().min(1).max(100, 'If-Match must be at most 100 characters'),
  ),
  'if-none-match': optional(z.literal('*', { error: 'If-None-Match must be *' })),
  /**
   * `offline` when the phone's outbox sends a save later (ADR 0026); the form's own save is
   * `web`, the default. The server stores an extension agent's save as `agent` either way.
   */
  'x-record-channel': optional(
    z.enum(['web', 'offline'], { error: 'X-Record-Channel must be web or offline' }),
  ),
});

// ---- request bodies -----------------------------------------------------------------------------

export const createPenBody = z.object({
  name: nameText('Pen name', 100),
  description: optional(text('Description', 500)),
  location: optional(text('Location', 100)),
});
export const updatePenBody = z.object({
  name: optional(nameText('Pen name', 100)),
  description: optional(text('Description', 500)),
  location: optional(text('Location', 100)),
});

const progressField = z
  .number({ error: 'Progress must be a number' })
  .int('Progress must be a whole number')
  .min(0, 'Progress must be between 0 and 100')
  .max(100, 'Progress must be between 0 and 100');

/** Age in days when the animals arrived: 0 for day-old chicks or newborns (ADR 0056). */
const ageAtPlacementField = z
  .number({ error: 'Age at placement must be a number of days' })
  .int('Age at placement must be a whole number of days')
  .min(0, 'Age at placement cannot be negative')
  .max(10_000, 'Age at placement must be at most 10,000 days');

const placement = {
  /** The farm day the animals arrived; today when left out. Never after today (server). */
  placedOn: optional(dayField),
  ageAtPlacementDays: optional(ageAtPlacementField),
};

export const createBatchBody = z.object({
  name: nameText('Batch name', 100),
  livestockType: livestockTypeSchema,
  progress: optional(progressField),
  ...placement,
});
export const updateBatchBody = z.object({
  name: optional(nameText('Batch name', 100)),
  progress: optional(progressField),
  ...placement,
});
export const completeBatchBody = z
  .object({
    outcome: batchOutcomeSchema,
    notes: optional(text('Notes', 1000)),
    /** What the batch fetched; required when it was sold (ADR 0045). */
    salePriceNaira: optional(nairaField('Sale price')),
  })
  .refine((body) => body.outcome !== 'sold' || body.salePriceNaira !== undefined, {
    path: ['salePriceNaira'],
    message: 'Sale price is required when the batch was sold',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;
const subTypeMessage = (livestock: LivestockType) => {
  const allowed = LIVESTOCK_SUB_TYPES[livestock];
  return allowed.length === 0
    ? `${livestock} has no sub-types`
    : `Sub-type for ${livestock} must be one of: ${allowed.join(', ')}`;
};

export const createSectionBody = z
  .object({
    name: nameText('Section name', 100),
    livestockType: livestockTypeSchema,
    subType: optional(oneOf(allSubTypes, 'Sub-type')),
    gender: optional(animalGenderSchema),
    cattlePurpose: optional(cattlePurposeSchema),
    count: countField('Number of animals').min(1, 'Number of animals must be at least 1'),
  })
  // Checked even when other fields are wrong, so the form shows every problem at once.
  .refine(
    (body) =>
      body.subType === undefined ||
      !isLivestockType(body.livestockType) ||
      isSubTypeOf(body.livestockType, body.subType),
    {
      path: ['subType'],
      error: (issue) =>
        subTypeMessage((issue.input as { livestockType: LivestockType }).livestockType),
      when: isObject,
    },
  )
  .refine((body) => body.cattlePurpose === undefined || body.livestockType === 'cattle', {
    path: ['cattlePurpose'],
    message: 'Cattle purpose applies to cattle only',
    when: isObject,
  });

export const updateSectionBody = z.object({ name: optional(nameText('Section name', 100)) });

/**
 * `PUT /sections/:sectionId/records/:date`: the whole day's record (a second save of the same
 * date replaces it). Missing fields are stored as empty; counts as 0.
 */
export const dailyRecordBody = z.object({
  feedAmount: optional(measureField('Feed amount', 0, 1_000_000)),
  feedType: optional(text('Feed type', 100)),
  waterConsumption: optional(measureField('Water consumption', 0, 10_000_000)),
  healthStatus: optional(healthStatusSchema),
  temperature: optional(measureField('Temperature', -20, 60, 1)),
  weather: optional(text('Weather', 50)),
  mortality: optional(countField('Mortality')),
  newBirths: optional(countField('New births')),
  weight: optional(measureField('Weight', 0, 5_000, 3)),
  culling: optional(countField('Culling')),
  salesNaira: optional(nairaField('Sales')),
  expenses: optional(nairaField('Expenses')),
  numberSold: optional(countField('Number sold')),
  notes: optional(text('Notes', 1000)),
  medicationGiven: optional(text('Medication given', 200)),
  vaccination: optional(text('Vaccination', 200)),
  /** Layers only; checked against the hens alive by the server (ADR 0059). */
  eggsCollected: optional(countField('Eggs collected')),
  eggsCracked: optional(countField('Cracked eggs')),
  /** Dairy cattle and does only. */
  milkLitres: optional(measureField('Milk', 0, 100_000)),
  mortalityCause: optional(mortalityCauseSchema),
  cullingReason: optional(cullingReasonSchema),
});

// ---- responses ----------------------------------------------------------------------------------

export const pen = z.object({
  _id: z.string(),
  id: z.string(),
  farmerId: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  createdAt: z.string(),
});

export const batchCompletion = z.object({
  completedAt: z.string(),
  outcome: batchOutcomeSchema,
  notes: z.string().nullable(),
  /** Live animals when the batch was completed. */
  finalCount: z.number().int(),
  /** Naira the batch was sold for; null unless sold. */
  salePriceNaira: z.number().nullable(),
});

export const batchSummary = z.object({
  id: z.string(),
  penId: z.string(),
  penName: z.string(),
  name: z.string(),
  livestockType: livestockTypeSchema,
  /** Sum of the sections' live counts. */
  totalAnimals: z.number().int(),
  /** Animals placed in the sections: their counts when added, plus corrections and moves. */
  initialAnimals: z.number().int(),
  progress: z.number().int(),
  status: batchStatusSchema,
  completion: batchCompletion.nullable(),
  sectionCount: z.number().int(),
  /** The farm day (YYYY-MM-DD) the animals arrived. */
  placedOn: z.string(),
  /** Their age in days then; with `placedOn`, the batch's age today (domain `ageOnDay`). */
  ageAtPlacementDays: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const section = z.object({
  id: z.string(),
  batchId: z.string(),
  name: z.string(),
  livestockType: livestockTypeSchema,
  subType: z.string().nullable(),
  gender: animalGenderSchema.nullable(),
  cattlePurpose: cattlePurposeSchema.nullable(),
  /** The count typed when the section was added (corrections never overwrite it). */
  initialCount: z.number().int(),
  /** Animals placed: the initial count plus corrections and moves (ADR 0045). */
  placedCount: z.number().int(),
  /** Live count: placed − mortality − culling − sold + births. */
  count: z.number().int(),
  createdAt: z.string(),
  lastUpdated: z.string(),
});

export const batchDetail = batchSummary.extend({ sections: z.array(section) });

export const dailyRecord = z.object({
  id: z.string(),
  sectionId: z.string(),
  date: z.string(),
  feedAmount: z.number().nullable(),
  feedType: z.string().nullable(),
  waterConsumption: z.number().nullable(),
  healthStatus: healthStatusSchema.nullable(),
  temperature: z.number().nullable(),
  weather: z.string().nullable(),
  mortality: z.number().int(),
  newBirths: z.number().int(),
  weight: z.number().nullable(),
  culling: z.number().int(),
  /** Naira, 0-2 decimals. */
  salesNaira: z.number(),
  /** Naira, 0-2 decimals. */
  expenses: z.number(),
  numberSold: z.number().int(),
  notes: z.string().nullable(),
  medicationGiven: z.string().nullable(),
  vaccination: z.string().nullable(),
  eggsCollected: z.number().int().nullable(),
  eggsCracked: z.number().int().nullable(),
  milkLitres: z.number().nullable(),
  mortalityCause: mortalityCauseSchema.nullable(),
  cullingReason: cullingReasonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A record with the names the record screen shows. */
export const dailyRecordDetail = dailyRecord.extend({
  sectionName: z.string(),
  livestockType: livestockTypeSchema,
  batchId: z.string(),
  batchName: z.string(),
  batchStatus: batchStatusSchema,
  /** The section's live count now. */
  sectionCount: z.number().int(),
});

export const recordPage = z.object({
  items: z.array(dailyRecord),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** Spec §9 trend (domain `TrendResult`) with its label ("New", "±0%", "+12.5%"). */
export const trendSchema = z.union([
  z.object({ kind: z.literal('new'), label: z.string() }),
  z.object({ kind: z.literal('flat'), label: z.string() }),
  z.object({
    kind: z.enum(['up', 'down']),
    percent: z.number(),
    direction: z.enum(['up', 'down']),
    isGood: z.boolean(),
    label: z.string(),
  }),
]);

export const dashboard = z.object({
  totals: z.object({
    /** Live animals in active batches. */
    animals: z.number().int(),
    batches: z.number().int(),
    activeBatches: z.number().int(),
    /** Sections in active batches. */
    sections: z.number().int(),
    mortality30d: z.number().int(),
    sales30d: z.number(),
    expenses30d: z.number(),
    feed30d: z.number(),
  }),
  trends: z.object({
    sales: trendSchema,
    expenses: trendSchema,
    mortality: trendSchema,
    feed: trendSchema,
  }),
  mortalityRate: z.number(),
  feedConversion: z.number(),
  averageProductivity: z.number(),
  revenuePerAnimal: z.number(),
  /**
   * Figures measured from the farm's records, shown beside the estimates above; over the active
   * batches' lives; null where the records cannot support them (no animal sold, no section
   * weighed twice).
   */
  measured: z.object({
    /** Sales on records that sold animals ÷ animals sold, naira. */
    salesPerAnimalSold: z.number().nullable(),
    animalsSold: z.number().int(),
    /** Feed between weighings ÷ live weight gained, over every batch weighed twice. */
    feedConversion: z.number().nullable(),
    feedConversionByBatch: z.array(
      z.object({
        batchId: z.string(),
        batchName: z.string(),
        feedKg: z.number(),
        gainKg: z.number(),
        feedConversion: z.number().nullable(),
      }),
    ),
  }),
  weekly: z.array(
    z.object({
      day: z.enum(WEEKDAY_LABELS),
      date: z.string(),
      sales: z.number(),
      expenses: z.number(),
      mortality: z.number().int(),
      feed: z.number(),
    }),
  ),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      kind: z.literal('record'),
      sectionId: z.string(),
      sectionName: z.string(),
      batchName: z.string(),
      date: z.string(),
      mortality: z.number().int(),
      salesNaira: z.number(),
      feedAmount: z.number().nullable(),
      /** ISO instant; label it with domain `recentActivityLabel`. */
      updatedAt: z.string(),
    }),
  ),
});

export const analytics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** One entry per calendar day of the range, oldest first (zeros on days without records). */
  daily: z.array(
    z.object({
      date: z.string(),
      sales: z.number(),
      expenses: z.number(),
      mortality: z.number().int(),
      feed: z.number(),
      births: z.number().int(),
    }),
  ),
  byLivestock: z.array(
    z.object({
      livestockType: livestockTypeSchema,
      /** Live animals in active batches. */
      animals: z.number().int(),
      mortality: z.number().int(),
      sales: z.number(),
    }),
  ),
  totals: z.object({
    sales: z.number(),
    expenses: z.number(),
    /** sales − expenses. */
    net: z.number(),
    mortality: z.number().int(),
    feed: z.number(),
    births: z.number().int(),
    numberSold: z.number().int(),
    /** Sales on the range's records that sold animals ÷ animals sold; null: none sold. */
    salesPerAnimalSold: z.number().nullable(),
    animals: z.number().int(),
    /** Mortality in the range over live animals now, % to 1 decimal (spec §9). */
    mortalityRate: z.number(),
  }),
});

export const penResponse = envelope(pen);
export const pensResponse = envelope(z.array(pen));
export const batchSummaryResponse = envelope(batchSummary);
export const batchListResponse = envelope(z.array(batchSummary));
export const batchDetailResponse = envelope(batchDetail);
export const sectionResponse = envelope(section);
export const dailyRecordResponse = envelope(dailyRecord);
export const dailyRecordDetailResponse = envelope(dailyRecordDetail);
/** 412 of a record write whose precondition failed: the record as it is now (null: none). */
export const recordConflictResponse = errorEnvelope.extend({
  details: z.object({ current: dailyRecord.nullable() }),
});
export const recordPageResponse = envelope(recordPage);
export const dashboardResponse = envelope(dashboard);
export const analyticsResponse = envelope(analytics);
export const deletedResponse = envelope(z.object({ id: z.string() }));

export type Pen = z.infer<typeof pen>;
export type CreatePenBody = z.input<typeof createPenBody>;
export type UpdatePenBody = z.input<typeof updatePenBody>;
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number];
export type BatchCompletion = z.infer<typeof batchCompletion>;
export type BatchSummary = z.infer<typeof batchSummary>;
export type BatchDetail = z.infer<typeof batchDetail>;
export type CreateBatchBody = z.input<typeof createBatchBody>;
export type UpdateBatchBody = z.input<typeof updateBatchBody>;
export type CompleteBatchBody = z.input<typeof completeBatchBody>;
export type Section = z.infer<typeof section>;
export type CreateSectionBody = z.input<typeof createSectionBody>;
export type UpdateSectionBody = z.input<typeof updateSectionBody>;
export type DailyRecord = z.infer<typeof dailyRecord>;
export type DailyRecordDetail = z.infer<typeof dailyRecordDetail>;
export type DailyRecordBody = z.input<typeof dailyRecordBody>;
export type RecordConflict = z.infer<typeof recordConflictResponse>;
export type RecordPage = z.infer<typeof recordPage>;
export type RecordsQuery = z.input<typeof recordsQuery>;
export type FarmTrend = z.infer<typeof trendSchema>;
export type Dashboard = z.infer<typeof dashboard>;
export type Analytics = z.infer<typeof analytics>;
export type AnalyticsDays = (typeof ANALYTICS_RANGES)[number];
