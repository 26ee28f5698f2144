import type { ListingSort } from '@kiwo/api-client/schemas';
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { marketplaceInterests, marketplaceListings, users } from '../../db/schema';
import { containsPattern } from '../../lib/paging';

export type ListingRow = typeof marketplaceListings.$inferSelect;
export type NewListing = typeof marketplaceListings.$inferInsert;
export type ListingPatch = Partial<Omit<NewListing, 'id' | 'sellerId' | 'createdAt'>>;

/** Filters in stored units (kobo); `viewerId` decides `interested` and what is visible. */
export interface ListingFilter {
  sellerId?: string | undefined;
  /** Undefined: every status (admins, or the owner's own list). */
  status?: ListingRow['status'] | undefined;
  search?: string | undefined;
  category?: ListingRow['category'] | undefined;
  state?: string | undefined;
  transactionType?: ListingRow['transactionType'] | undefined;
  minKobo?: number | undefined;
  maxKobo?: number | undefined;
}

const L = marketplaceListings;

export function createListingsRepository(db: Database) {
  /** A listing with its seller, whether the viewer is interested, and how many are. */
  const named = (viewerId: string, tx: Db = db) =>
    tx
      .select({
        listing: L,
        seller: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
        },
        interested: sql<boolean>`exists (select 1 from ${marketplaceInterests} i
          where i.listing_id = ${L.id} and i.user_id = ${viewerId})`,
        interestCount: sql<number>`(select count(*)::int from ${marketplaceInterests} i
          where i.listing_id = ${L.id})`,
      })
      .from(L)
      .innerJoin(users, eq(users.id, L.sellerId));

  const where = (f: ListingFilter): SQL | undefined => {
    const pattern = f.search ? containsPattern(f.search) : undefined;
    return and(
      f.sellerId ? eq(L.sellerId, f.sellerId) : undefined,
      f.status ? eq(L.status, f.status) : undefined,
      pattern
        ? or(ilike(L.title, pattern), ilike(L.description, pattern), ilike(L.unit, pattern))
        : undefined,
      f.category ? eq(L.category, f.category) : undefined,
      f.state ? eq(L.location, f.state) : undefined,
      f.transactionType ? eq(L.transactionType, f.transactionType) : undefined,
      f.minKobo !== undefined ? gte(L.priceKobo, f.minKobo) : undefined,
      f.maxKobo !== undefined ? lte(L.priceKobo, f.maxKobo) : undefined,
    );
  };

  const order = (sort: ListingSort = 'newest') => {
    const newest = [desc(L.createdAt), desc(L.id)];
    if (sort === 'price_asc') return [asc(L.priceKobo), ...newest];
    if (sort === 'price_desc') return [desc(L.priceKobo), ...newest];
    return newest;
  };

  return {
    list(
      viewerId: string,
      f: ListingFilter,
      sort: ListingSort | undefined,
      limit: number,
      offset = 0,
    ) {
      // The page's ids first, then seller and interest figures for those rows only (in one
      // query the per-row look-ups would also run for every row the OFFSET skips).
      const page = db
        .select({ id: L.id })
        .from(L)
        .where(where(f))
        .orderBy(...order(sort))
        .limit(limit)
        .offset(offset)
        .as('page');
      return named(viewerId)
        .innerJoin(page, eq(page.id, L.id))
        .orderBy(...order(sort));
    },
    async count(f: ListingFilter) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(L).where(where(f));
      return Number(row?.n ?? 0);
    },
    async findNamed(viewerId: string, id: string, tx: Db = db) {
      const [row] = await named(viewerId, tx).where(eq(L.id, id));
      return row;
    },
    async find(id: string, tx: Db = db) {
      const [row] = await tx.select().from(L).where(eq(L.id, id));
      return row;
    },
    async insert(values: NewListing) {
      const [row] = await db.insert(L).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Changes the row only if `sellerId` owns it: the ownership check and write are one statement. */
    async updateOwned(id: string, sellerId: string, patch: ListingPatch) {
      const rows = await db
        .update(L)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(L.id, id), eq(L.sellerId, sellerId)))
        .returning({ id: L.id });
      return rows.length === 1;
    },
    async deleteOwned(id: string, sellerId: string) {
      const rows = await db
        .delete(L)
        .where(and(eq(L.id, id), eq(L.sellerId, sellerId)))
        .returning({ id: L.id });
      return rows.length === 1;
    },
    /** Admin moderation: hide an active listing or show a hidden one (closed stays closed). */
    async setHidden(id: string, hidden: boolean, tx: Db = db) {
      const rows = await tx
        .update(L)
        .set({ status: hidden ? 'hidden' : 'active', updatedAt: new Date() })
        // Only an active listing is hidden (once: the seller is told once, with the reason).
        .where(and(eq(L.id, id), eq(L.status, hidden ? 'active' : 'hidden')))
        .returning({ id: L.id });
      return rows.length === 1;
    },
    /** True the first time this user says they are interested. */
    async addInterest(tx: Transaction, listingId: string, userId: string, message?: string) {
      const rows = await tx
        .insert(marketplaceInterests)
        .values({ listingId, userId, message: message ?? null })
        .onConflictDoNothing()
        .returning({ listingId: marketplaceInterests.listingId });
      return rows.length === 1;
    },
  };
}

type ListingsRepository = ReturnType<typeof createListingsRepository>;
export type NamedListing = NonNullable<Awaited<ReturnType<ListingsRepository['findNamed']>>>;
