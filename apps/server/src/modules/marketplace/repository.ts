import type { ListingSort } from '@kiwo/api-client/schemas';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedByShape, shapeOf } from '../../db/prepared';
import { marketplaceInterests, marketplaceListings, users } from '../../db/schema';
import { containsPattern } from '../agents/paging';

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
  const named = (viewerId: string | Placeholder, tx: Database = db) =>
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

  /** Which filters are present: the shape of the prepared list and count. */
  const filterShape = (f: ListingFilter) =>
    shapeOf({
      seller: !!f.sellerId,
      status: !!f.status,
      search: !!f.search,
      category: !!f.category,
      state: !!f.state,
      type: !!f.transactionType,
      min: f.minKobo !== undefined,
      max: f.maxKobo !== undefined,
    });
  const where = (shape: string): SQL | undefined => {
    const parts = new Set(shape.split('_'));
    const p = sql.placeholder;
    return and(
      parts.has('seller') ? eq(L.sellerId, p('sellerId')) : undefined,
      parts.has('status') ? eq(L.status, p('status')) : undefined,
      parts.has('search')
        ? or(
            ilike(L.title, p('pattern')),
            ilike(L.description, p('pattern')),
            ilike(L.unit, p('pattern')),
          )
        : undefined,
      parts.has('category') ? eq(L.category, p('category')) : undefined,
      parts.has('state') ? eq(L.location, p('state')) : undefined,
      parts.has('type') ? eq(L.transactionType, p('transactionType')) : undefined,
      parts.has('min') ? gte(L.priceKobo, p('minKobo')) : undefined,
      parts.has('max') ? lte(L.priceKobo, p('maxKobo')) : undefined,
    );
  };
  const values = (f: ListingFilter) => ({
    ...f,
    pattern: f.search ? containsPattern(f.search) : undefined,
  });

  const order = (sort: ListingSort = 'newest') => {
    const newest = [desc(L.createdAt), desc(L.id)];
    if (sort === 'price_asc') return [asc(L.priceKobo), ...newest];
    if (sort === 'price_desc') return [desc(L.priceKobo), ...newest];
    return newest;
  };

  const listQuery = preparedByShape((key) => {
    const [sort, shape = 'plain'] = key.split('.') as [ListingSort, string?];
    // The page's ids first, then seller and interest figures for those rows only (in one
    // query the per-row look-ups would also run for every row the OFFSET skips).
    const page = db
      .select({ id: L.id })
      .from(L)
      .where(where(shape))
      .orderBy(...order(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return named(sql.placeholder('viewerId'))
      .innerJoin(page, eq(page.id, L.id))
      .orderBy(...order(sort))
      .prepare(`kiwo_listings_${key.replace('.', '_')}`);
  });
  const countQuery = preparedByShape((shape) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(L)
      .where(where(shape))
      .prepare(`kiwo_listings_count_${shape}`),
  );

  return {
    list(
      viewerId: string,
      f: ListingFilter,
      sort: ListingSort | undefined,
      limit: number,
      offset = 0,
    ) {
      const sorted = sort ?? 'newest';
      return listQuery(`${sorted}.${filterShape(f)}`).execute({
        ...values(f),
        viewerId,
        limit,
        offset,
      });
    },
    async count(f: ListingFilter) {
      const [row] = await countQuery(filterShape(f)).execute(values(f));
      return Number(row?.n ?? 0);
    },
    async findNamed(viewerId: string, id: string, tx: Database = db) {
      const [row] = await named(viewerId, tx).where(eq(L.id, id));
      return row;
    },
    async find(id: string, tx: Database = db) {
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
    async setHidden(id: string, hidden: boolean, tx: Database = db) {
      const rows = await tx
        .update(L)
        .set({ status: hidden ? 'hidden' : 'active', updatedAt: new Date() })
        // Only an active listing is hidden (once: the seller is told once, with the reason).
        .where(and(eq(L.id, id), eq(L.status, hidden ? 'active' : 'hidden')))
        .returning({ id: L.id });
      return rows.length === 1;
    },
    /** True the first time this user says they are interested. */
    async addInterest(tx: Database, listingId: string, userId: string, message?: string) {
      const rows = await tx
        .insert(marketplaceInterests)
        .values({ listingId, userId, message: message ?? null })
        .onConflictDoNothing()
        .returning({ listingId: marketplaceInterests.listingId });
      return rows.length === 1;
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
export type NamedListing = NonNullable<Awaited<ReturnType<ListingsRepository['findNamed']>>>;
