import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- marketplace (spec §3) -------------------------------------------------------------------
// Prices are whole kobo in bigint, like every amount of money in Kiwo.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A listing to buy or sell (spec §3 "Marketplace listing export row"), by a farmer or agent. */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: owner('seller_id'),
    title: text('title').notNull(),
    transactionType: text('transaction_type', { enum: ['buy', 'sell'] }).notNull(),
    category: text('category', {
      enum: ['livestock', 'feed', 'drugs_vaccines', 'equipment', 'services'],
    }).notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    /** One of the 36 states. */
    location: text('location').notNull(),
    status: text('status', { enum: ['active', 'closed', 'hidden'] })
      .notNull()
      .default('active'),
    /** E.164. */
    contactPhone: text('contact_phone').notNull(),
    negotiable: boolean('negotiable').notNull().default(false),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('marketplace_listings_type_known', sql`${t.transactionType} in ('buy', 'sell')`),
    check(
      'marketplace_listings_category_known',
      sql`${t.category} in ('livestock', 'feed', 'drugs_vaccines', 'equipment', 'services')`,
    ),
    check('marketplace_listings_status_known', sql`${t.status} in ('active', 'closed', 'hidden')`),
    check(
      'marketplace_listings_amounts',
      sql`${t.priceKobo} >= 0 and ${t.quantity} >= 1 and char_length(${t.title}) between 1 and 120`,
    ),
    check('marketplace_listings_phone_e164', sql`${t.contactPhone} ~ '^\\+234[0-9]{10}$'`),
    // Browsing: active listings, newest first (filters narrow this one index range).
    index('marketplace_listings_status_created_idx').on(t.status, t.createdAt),
    // "My listings".
    index('marketplace_listings_seller_created_idx').on(t.sellerId, t.createdAt),
  ],
);

/** Who pressed "I'm interested" on which listing: once per person, counted for the seller. */
export const marketplaceInterests = pgTable(
  'marketplace_interests',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    userId: owner('user_id'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    index('marketplace_interests_user_idx').on(t.userId),
  ],
);

/**
 * Spec §3 Marketplace request: a buy/sell request. The spec keeps them in the browser only; Kiwo
 * stores them so they survive a phone change and others can answer them.
 */
export const marketplaceRequests = pgTable(
  'marketplace_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Spec `agentId`: whoever posted it, an agent or a farmer. */
    userId: owner('user_id'),
    transactionType: text('transaction_type', { enum: ['buy', 'sell'] }).notNull(),
    productType: text('product_type', {
      enum: ['livestock', 'feed', 'drugs_vaccines', 'equipment', 'services'],
    }).notNull(),
    productName: text('product_name').notNull(),
    brand: text('brand'),
    description: text('description'),
    /** `hidden`: an admin took it down (reason in the audit log); only an admin shows it again. */
    status: text('status', { enum: ['active', 'closed', 'hidden'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('marketplace_requests_type_known', sql`${t.transactionType} in ('buy', 'sell')`),
    check('marketplace_requests_status_known', sql`${t.status} in ('active', 'closed', 'hidden')`),
    index('marketplace_requests_status_created_idx').on(t.status, t.createdAt),
    index('marketplace_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** An answer to someone's request; its owner is notified. */
export const marketplaceRequestAnswers = pgTable(
  'marketplace_request_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => marketplaceRequests.id, { onDelete: 'cascade' }),
    userId: owner('user_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('marketplace_request_answers_length', sql`char_length(${t.message}) between 1 and 500`),
    index('marketplace_request_answers_request_idx').on(t.requestId, t.createdAt),
  ],
);
