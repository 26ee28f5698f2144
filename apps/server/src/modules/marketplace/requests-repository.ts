import { and, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db, Transaction } from '../../db/client';
import { marketplaceRequestAnswers, marketplaceRequests, users } from '../../db/schema';
import { containsPattern } from '../../lib/paging';

type RequestRow = typeof marketplaceRequests.$inferSelect;
export type NewRequest = typeof marketplaceRequests.$inferInsert;
export type RequestPatch = Partial<Omit<NewRequest, 'id' | 'userId' | 'createdAt'>>;

export interface RequestFilter {
  /** The owner's own list. */
  ownerId?: string | undefined;
  /** Browsing: everyone's but this user's. */
  notOwnerId?: string | undefined;
  status?: RequestRow['status'] | undefined;
  transactionType?: RequestRow['transactionType'] | undefined;
  productType?: RequestRow['productType'] | undefined;
  search?: string | undefined;
}

const R = marketplaceRequests;
const A = marketplaceRequestAnswers;
const responder = alias(users, 'responder');

export function createRequestsRepository(db: Database) {
  const named = (tx: Db = db) =>
    tx
      .select({
        request: R,
        owner: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
        },
        answerCount: sql<number>`(select count(*)::int from ${A} a where a.request_id = ${R.id})`,
      })
      .from(R)
      .innerJoin(users, eq(users.id, R.userId));

  const where = (f: RequestFilter): SQL | undefined => {
    const pattern = f.search ? containsPattern(f.search) : undefined;
    return and(
      f.ownerId ? eq(R.userId, f.ownerId) : undefined,
      f.notOwnerId ? ne(R.userId, f.notOwnerId) : undefined,
      f.status ? eq(R.status, f.status) : undefined,
      f.transactionType ? eq(R.transactionType, f.transactionType) : undefined,
      f.productType ? eq(R.productType, f.productType) : undefined,
      pattern
        ? or(ilike(R.productName, pattern), ilike(R.brand, pattern), ilike(R.description, pattern))
        : undefined,
    );
  };

  return {
    list(f: RequestFilter, limit: number, offset = 0) {
      return named()
        .where(where(f))
        .orderBy(desc(R.createdAt), desc(R.id))
        .limit(limit)
        .offset(offset);
    },
    async count(f: RequestFilter) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(R).where(where(f));
      return Number(row?.n ?? 0);
    },
    async findNamed(id: string, tx: Db = db) {
      const [row] = await named(tx).where(eq(R.id, id));
      return row;
    },
    /** Answers of these requests, oldest first; `onlyBy` limits them to one responder's. */
    answers(requestIds: string[], onlyBy?: string) {
      if (requestIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          answer: A,
          responder: {
            id: responder.id,
            firstName: responder.firstName,
            lastName: responder.lastName,
            role: responder.role,
            phone: responder.phone,
          },
        })
        .from(A)
        .innerJoin(responder, eq(responder.id, A.userId))
        .where(and(inArray(A.requestId, requestIds), onlyBy ? eq(A.userId, onlyBy) : undefined))
        .orderBy(A.createdAt, A.id);
    },
    async insert(values: NewRequest) {
      const [row] = await db.insert(R).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateOwned(id: string, ownerId: string, patch: RequestPatch) {
      const rows = await db
        .update(R)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(R.id, id), eq(R.userId, ownerId)))
        .returning({ id: R.id });
      return rows.length === 1;
    },
    /**
     * Hides an open (active or closed) request, or shows a hidden one again as closed (its owner
     * reopens it). Conditional, so two admins at once change it once.
     */
    async setHidden(id: string, hidden: boolean, tx: Db) {
      const rows = await tx
        .update(R)
        .set({ status: hidden ? 'hidden' : 'closed', updatedAt: new Date() })
        .where(and(eq(R.id, id), hidden ? ne(R.status, 'hidden') : eq(R.status, 'hidden')))
        .returning({ id: R.id });
      return rows.length === 1;
    },
    async deleteOwned(id: string, ownerId: string) {
      const rows = await db
        .delete(R)
        .where(and(eq(R.id, id), eq(R.userId, ownerId)))
        .returning({ id: R.id });
      return rows.length === 1;
    },
    async insertAnswer(tx: Transaction, values: typeof A.$inferInsert) {
      const [row] = await tx.insert(A).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

type RequestsRepository = ReturnType<typeof createRequestsRepository>;
export type NamedRequest = NonNullable<Awaited<ReturnType<RequestsRepository['findNamed']>>>;
export type NamedAnswer = Awaited<ReturnType<RequestsRepository['answers']>>[number];
