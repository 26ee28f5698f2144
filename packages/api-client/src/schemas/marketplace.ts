import { nairaToKobo } from '@kiwo/domain';
import { z } from 'zod';
import {
  LISTING_CATEGORIES,
  LISTING_SORTS,
  LISTING_STATUSES,
  REQUEST_STATUSES,
  TRANSACTION_TYPES,
} from '../constants';
import { pagination } from './agent';
import { phoneField } from './auth';
import { envelope } from './envelope';
import { coded, nameText, strictNumber, wholeNumber as strictWhole } from './fields';
import { stateSchema } from './user';

export { LISTING_CATEGORIES, LISTING_SORTS, LISTING_STATUSES, REQUEST_STATUSES, TRANSACTION_TYPES };

// The marketplace: listings browsed by every role, and buy/sell requests (spec §3).
// Prices travel as naira numbers with at most 2 decimals; the server stores integer kobo.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

const text = (label: string, max: number, min = 1) =>
  z
    .string({
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const wholeNumber = (label: string, min: number, max: number) =>
  strictWhole(label, min, max, max.toLocaleString('en-NG'));

/** Naira with 0-2 decimals: a JSON number, or numeric text from a query string (ADR 0025). */
const nairaField = (label: string) =>
  strictNumber(label).pipe(
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(10_000_000_000, `${label} is too large`)
      .refine(
        (v) => nairaToKobo(v).ok,
        coded(`${label} can have at most 2 decimals`, { code: 'too_many_decimals', places: 2 }),
      ),
  );

/** An optional text a PATCH can clear with `null` or `''`. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable()) as unknown as z.ZodNullable<T>;

/** `true`/`false` in a query string. */
const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

const idParam = (label: string) => z.uuid({ error: `${label} not found` });

// ---- enumerations ---------------------------------------------------------------------------------

export const transactionTypeSchema = oneOf(TRANSACTION_TYPES, 'Transaction type');
export const listingCategorySchema = oneOf(LISTING_CATEGORIES, 'Category');
export const listingStatusSchema = oneOf(LISTING_STATUSES, 'Status');
export const requestStatusSchema = oneOf(REQUEST_STATUSES, 'Status');

export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 2000;
export const MARKETPLACE_MESSAGE_MAX = 500;

export const listingParams = z.object({ listingId: idParam('Listing') });
export const requestParams = z.object({ requestId: idParam('Request') });

// ---- listings -------------------------------------------------------------------------------------

/** `POST /marketplace/listings` (farmers and agents). `contactPhone` defaults to the seller's. */
export const createListingBody = z.object({
  title: nameText('Title', LISTING_TITLE_MAX, 3),
  transactionType: transactionTypeSchema,
  category: listingCategorySchema,
  /** Naira, 0-2 decimals. */
  price: nairaField('Price'),
  quantity: wholeNumber('Quantity', 1, 10_000_000),
  unit: text('Unit', 30),
  /** One of the 36 states (spec §3). */
  location: stateSchema,
  contactPhone: optional(phoneField),
  negotiable: z.boolean({ error: 'Negotiable must be true or false' }).default(false),
  description: optional(text('Description', LISTING_DESCRIPTION_MAX)),
});

/** `PATCH /marketplace/listings/{listingId}` (owner only): any field, and close or reopen. */
export const updateListingBody = z
  .object({
    title: nameText('Title', LISTING_TITLE_MAX, 3),
    transactionType: transactionTypeSchema,
    category: listingCategorySchema,
    price: nairaField('Price'),
    quantity: wholeNumber('Quantity', 1, 10_000_000),
    unit: text('Unit', 30),
    location: stateSchema,
    contactPhone: phoneField,
    negotiable: z.boolean({ error: 'Negotiable must be true or false' }),
    /** `null` or `''` clears it. */
    description: clearable(text('Description', LISTING_DESCRIPTION_MAX)),
    status: oneOf(['active', 'closed'] as const, 'Status'),
  })
  .partial();

/** Hide (with a reason: audited and sent to the author) or show again, for admins. */
const moderationBody = (what: string) =>
  z
    .object({
      hidden: z.boolean({ error: 'Hidden must be true or false' }),
      reason: optional(
        z
          .string()
          .trim()
          .min(1, `A reason is required to hide a ${what}`)
          .max(500, 'Reason must be at most 500 characters'),
      ),
    })
    .refine((b) => !b.hidden || b.reason !== undefined, {
      message: `A reason is required to hide a ${what}`,
      path: ['reason'],
    });

/** `PATCH /marketplace/listings/{listingId}/moderation` (admins): hide or show a listing. */
export const moderateListingBody = moderationBody('listing');
/** `PATCH /marketplace/requests/{requestId}/moderation` (admins): hide or show a request. */
export const moderateRequestBody = moderationBody('request');

/**
 * `GET /marketplace/listings` (and `…/listings.csv`). Without `mine`: active listings of
 * everyone (admins may ask for any `status`). With `mine=true`: the caller's own, any status.
 */
export const listingsQuery = z
  .object({
    search: optional(z.string().trim().max(100, 'Search must be at most 100 characters')),
    category: optional(listingCategorySchema),
    state: optional(stateSchema),
    transactionType: optional(transactionTypeSchema),
    minPrice: optional(nairaField('Lowest price')),
    maxPrice: optional(nairaField('Highest price')),
    status: optional(listingStatusSchema),
    mine: optional(queryBool),
    sort: optional(oneOf(LISTING_SORTS, 'Sort')),
    page: optional(wholeNumber('Page', 1, 100_000)),
    limit: optional(wholeNumber('Limit', 1, 100)),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'The lowest price must not be above the highest',
    path: ['minPrice'],
  });

const person = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['farmer', 'agent', 'admin', 'vet']),
});

export const listing = z.object({
  _id: z.string(),
  title: z.string(),
  transactionType: transactionTypeSchema,
  category: listingCategorySchema,
  /** Naira, 0-2 decimals. */
  price: z.number(),
  quantity: z.number().int(),
  unit: z.string(),
  location: z.string(),
  status: listingStatusSchema,
  /** E.164; for the call and WhatsApp links. */
  contactPhone: z.string(),
  negotiable: z.boolean(),
  description: z.string().nullable(),
  seller: person,
  /** The signed-in user posted it. */
  isMine: z.boolean(),
  /** The signed-in user already pressed "I'm interested". */
  interested: z.boolean(),
  /** How many people pressed "I'm interested" (shown to the owner). */
  interestCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const listingResponse = envelope(listing);
export const listingsResponse = envelope(z.array(listing)).extend({ pagination });

/** `POST /marketplace/listings/{listingId}/interest`: an optional note for the seller. */
export const interestBody = z.object({
  message: optional(text('Message', MARKETPLACE_MESSAGE_MAX)),
});

// ---- buy/sell requests (spec §3 Marketplace request, kept on the server) -------------------------

/** `POST /marketplace/requests`. */
export const createRequestBody = z.object({
  transactionType: transactionTypeSchema,
  productType: listingCategorySchema,
  productName: text('Product name', 120),
  brand: optional(text('Brand', 80)),
  description: optional(text('Description', LISTING_DESCRIPTION_MAX)),
});

/** `PATCH /marketplace/requests/{requestId}` (owner only). */
export const updateRequestBody = z
  .object({
    transactionType: transactionTypeSchema,
    productType: listingCategorySchema,
    productName: text('Product name', 120),
    brand: clearable(text('Brand', 80)),
    description: clearable(text('Description', LISTING_DESCRIPTION_MAX)),
    /** The owner opens or closes it; only an admin hides one (`…/moderation`). */
    status: oneOf(['active', 'closed'] as const, 'Status'),
  })
  .partial();

/**
 * `GET /marketplace/requests`: `mine=true` the caller's own (any status), else others' active.
 * Admins see everyone's, any `status` (or the one they ask for), with every answer.
 */
export const requestsQuery = z.object({
  mine: optional(queryBool),
  status: optional(requestStatusSchema),
  transactionType: optional(transactionTypeSchema),
  productType: optional(listingCategorySchema),
  search: optional(z.string().trim().max(100, 'Search must be at most 100 characters')),
  page: optional(wholeNumber('Page', 1, 100_000)),
  limit: optional(wholeNumber('Limit', 1, 100)),
});

/** `POST /marketplace/requests/{requestId}/answers`. */
export const answerRequestBody = z.object({
  message: text('Message', MARKETPLACE_MESSAGE_MAX),
});

export const requestAnswer = z.object({
  _id: z.string(),
  message: z.string(),
  responder: person.extend({ phone: z.string() }),
  createdAt: z.string(),
});

export const marketplaceRequest = z.object({
  /** Spec §3 `id`. */
  id: z.string(),
  /** Spec §3 `agentId`: whoever posted it (an agent or a farmer). */
  agentId: z.string(),
  agentName: z.string(),
  transactionType: transactionTypeSchema,
  productType: listingCategorySchema,
  productName: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  status: requestStatusSchema,
  isMine: z.boolean(),
  /** Answers: every answer for the owner, the caller's own for anyone else. */
  answers: z.array(requestAnswer),
  answerCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const marketplaceRequestResponse = envelope(marketplaceRequest);
export const marketplaceRequestsResponse = envelope(z.array(marketplaceRequest)).extend({
  pagination,
});
export const requestAnswerResponse = envelope(requestAnswer);

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type ListingSort = (typeof LISTING_SORTS)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type CreateListingBody = z.input<typeof createListingBody>;
export type UpdateListingBody = z.input<typeof updateListingBody>;
export type ListingsQuery = z.input<typeof listingsQuery>;
export type Listing = z.infer<typeof listing>;
export type InterestBody = z.input<typeof interestBody>;
export type CreateRequestBody = z.input<typeof createRequestBody>;
export type UpdateRequestBody = z.input<typeof updateRequestBody>;
export type RequestsQuery = z.input<typeof requestsQuery>;
export type AnswerRequestBody = z.input<typeof answerRequestBody>;
export type RequestAnswer = z.infer<typeof requestAnswer>;
export type MarketplaceRequest = z.infer<typeof marketplaceRequest>;
