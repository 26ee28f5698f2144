import { z } from 'zod';
import { envelope } from './envelope';
import { dayField, idempotencyHeaders, measureField, nairaField, optional, text } from './farm';
import { setupWriteHeaders } from './setup';

// Feed and medicine stock, a batch's profit and loss and its read-only links (ADR 0063).

export const STOCK_KINDS = ['feed', 'medicine', 'animals'] as const;

/** `POST /farmers/:farmerId/stock/purchases`. */
export const purchaseBody = z
  .object({
    kind: z.enum(STOCK_KINDS, { error: `Kind must be one of: ${STOCK_KINDS.join(', ')}` }),
    /** For feed: the feed type the daily record names (compared without case). */
    item: text('Item', 100),
    quantity: measureField('Quantity', 0.01, 1_000_000).refine((v) => v > 0, {
      message: 'Quantity must be more than 0',
    }),
    /** What one is: bag, tin, bottle, bird… */
    unit: text('Unit', 30),
    /** Kilograms in one unit; required for feed. */
    unitKg: optional(measureField('Kilograms per unit', 0.01, 10_000, 3)),
    cost: nairaField('Cost'),
    supplier: optional(text('Supplier', 100)),
    /** The farm day it was bought; today when left out. */
    purchasedOn: optional(dayField),
    /** The batch a medicine or animals purchase is for. */
    batchId: optional(z.uuid({ error: 'Batch not found' })),
    /** Set by the offline outbox: a retry of the same key writes the purchase once. */
    clientKey: optional(text('Client key', 80)),
  })
  .refine((b) => b.kind !== 'feed' || b.unitKg !== undefined, {
    path: ['unitKg'],
    message: 'Kilograms per unit is required for feed',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/**
 * The headers of `POST /farmers/:farmerId/stock/purchases`: the channel, and the outbox's
 * Idempotency-Key (the same key on every attempt: the purchase is written once).
 */
export const purchaseWriteHeaders = setupWriteHeaders.extend(idempotencyHeaders.shape);

/** The purchase's version the corrector saw: a change meanwhile answers 409. */
const versionField = z
  .number({ error: 'Version must be a number' })
  .int('Version must be a whole number')
  .min(1, 'Version must be at least 1');

/**
 * `PATCH /stock/purchases/:purchaseId`: a correction of what was bought (quantity, cost,
 * supplier, day). `version` is the one the corrector saw.
 */
export const purchaseCorrectionBody = z
  .object({
    version: versionField,
    quantity: optional(
      measureField('Quantity', 0.01, 1_000_000).refine((v) => v > 0, {
        message: 'Quantity must be more than 0',
      }),
    ),
    cost: optional(nairaField('Cost')),
    /** null or blank clears the supplier. */
    supplier: z
      .string({ error: 'Supplier must be text' })
      .trim()
      .max(100, 'Supplier must be at most 100 characters')
      .nullable()
      .optional(),
    purchasedOn: optional(dayField),
  })
  .refine(
    (b) =>
      b.quantity !== undefined ||
      b.cost !== undefined ||
      b.supplier !== undefined ||
      b.purchasedOn !== undefined,
    {
      message: 'Nothing to correct',
      when: ({ value }) => typeof value === 'object' && value !== null,
    },
  );

/** `POST /stock/purchases/:purchaseId/void`: a wrong purchase stops counting. */
export const purchaseVoidBody = z.object({ version: versionField });

export const purchaseParams = z.object({ purchaseId: z.uuid({ error: 'Purchase not found' }) });
export const reportLinkParams = z.object({ linkId: z.uuid({ error: 'Link not found' }) });
export const reportTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Link not found'),
});

const stockPurchase = z.object({
  id: z.string(),
  kind: z.enum(STOCK_KINDS),
  item: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitKg: z.number().nullable(),
  costNaira: z.number(),
  supplier: z.string().nullable(),
  purchasedOn: z.string(),
  batchId: z.string().nullable(),
  batchName: z.string().nullable(),
  /** Who wrote it (their name) and through which channel. */
  enteredBy: z.string().nullable(),
  channel: z.string(),
  /** What a correction or void sends back as its precondition. */
  version: z.number().int(),
});

const stockItem = z.object({
  kind: z.enum(STOCK_KINDS),
  item: z.string(),
  unit: z.string(),
  /** Kilograms in the latest purchase's unit (feed). */
  unitKg: z.number().nullable(),
  bought: z.number(),
  /** Feed: kilograms bought, used by the daily records since the first purchase, on hand. */
  boughtKg: z.number().nullable(),
  usedKg: z.number().nullable(),
  onHandKg: z.number().nullable(),
  /** On hand in the item's unit (feed: kilograms ÷ unit size). */
  onHand: z.number().nullable(),
  /** Kilograms a day over the last 7 recorded days; null without feed recorded. */
  dailyKg: z.number().nullable(),
  daysLeft: z.number().int().nullable(),
  low: z.boolean(),
  costNaira: z.number(),
});

export const stockSummary = z.object({
  lowDays: z.number().int(),
  items: z.array(stockItem),
  purchases: z.array(stockPurchase),
});
export const stockSummaryResponse = envelope(stockSummary);

const purchaseFields = z.object({
  quantity: z.number(),
  costNaira: z.number(),
  supplier: z.string().nullable(),
  purchasedOn: z.string(),
});
/** One correction or void: who, their role then, the channel, and the fields before and after. */
const purchaseRevision = z.object({
  action: z.enum(['edit', 'void']),
  at: z.string(),
  by: z.string().nullable(),
  role: z.string(),
  channel: z.string(),
  before: purchaseFields,
  after: purchaseFields,
});
export const purchaseHistoryResponse = envelope(z.array(purchaseRevision));

const profitSection = z.object({
  name: z.string(),
  livestockType: z.string(),
  subType: z.string().nullable(),
  placed: z.number().int(),
  alive: z.number().int(),
  sold: z.number().int(),
  deaths: z.number().int(),
  /** Latest average weight, kg per animal; null when never weighed. */
  weightKg: z.number().nullable(),
});

export const batchReport = z.object({
  batchName: z.string(),
  livestockType: z.string(),
  status: z.string(),
  placedOn: z.string(),
  /** Shown only on a shared link the farmer chose to name themselves on. */
  farmerName: z.string().nullable(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  sections: z.array(profitSection),
  animalsPlaced: z.number().int(),
  costs: z.object({
    animalsNaira: z.number(),
    feedNaira: z.number(),
    medicineNaira: z.number(),
    expensesNaira: z.number(),
    totalNaira: z.number(),
  }),
  /** Feed recorded with no purchase of its type to price it. */
  unpricedFeedKg: z.number(),
  feedKg: z.number(),
  salesNaira: z.number(),
  profitNaira: z.number(),
  costPerAnimalNaira: z.number().nullable(),
  profitPerAnimalNaira: z.number().nullable(),
  liveWeightKg: z.number().nullable(),
  costPerKgNaira: z.number().nullable(),
  generatedOn: z.string(),
});
export const batchReportResponse = envelope(batchReport);

export const reportLinkBody = z.object({
  days: z
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(90, 'Days must be at most 90'),
  showName: z.boolean({ error: 'Show name must be true or false' }).optional(),
});

const reportLink = z.object({
  id: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  showName: z.boolean(),
  createdAt: z.string(),
  active: z.boolean(),
});
export const reportLinksResponse = envelope(z.array(reportLink));
/** The token is shown once, when the link is made. */
export const newReportLinkResponse = envelope(reportLink.extend({ token: z.string() }));
export const revokedLinkResponse = envelope(reportLink);

export type PurchaseBody = z.input<typeof purchaseBody>;
export type PurchaseCorrectionBody = z.input<typeof purchaseCorrectionBody>;
export type PurchaseRevision = z.infer<typeof purchaseRevision>;
export type StockSummary = z.infer<typeof stockSummary>;
export type StockItem = z.infer<typeof stockItem>;
export type StockPurchase = z.infer<typeof stockPurchase>;
export type BatchReport = z.infer<typeof batchReport>;
export type ReportLink = z.infer<typeof reportLink>;
export type ReportLinkBody = z.input<typeof reportLinkBody>;
