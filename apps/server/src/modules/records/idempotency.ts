import { and, eq, sql } from 'drizzle-orm';
import { type Database, inTransaction, type Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface StoredResult {
  statusCode: number;
  body: unknown;
}

const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/**
 * `Idempotency-Key` results per user (offline sync replays a queued save until it gets an
 * answer). A key is bound to the request it first saved; the stored answer is replayed as is.
 */
export function createIdempotencyStore(db: Database) {
  // Every offline or form save asks it first: prepared (ADR 0031 addendum).
  const findQuery = db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, sql.placeholder('userId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('idempotency_find');
  // In the save's transaction, built once (ADR 0031, third addendum); the body as jsonb text.
  const rememberQuery = db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      request: sql.placeholder('request'),
      statusCode: sql.placeholder('statusCode'),
      body: sql`${sql.placeholder('body')}::jsonb`,
    })
    .prepare('idempotency_remember');
  return {
    async find(userId: string, key: string, request: string): Promise<StoredResult | undefined> {
      const [row] = await findQuery.execute({ userId, key });
      if (!row) return undefined;
      if (row.request !== request) throw new AppError(409, KEY_REUSED);
      return { statusCode: row.statusCode, body: row.body };
    },
    /** In the saving transaction: a concurrent retry with the same key fails on the primary key. */
    async remember(
      tx: Transaction,
      userId: string,
      key: string,
      request: string,
      result: StoredResult,
    ) {
      await inTransaction(rememberQuery, tx).execute({
        userId,
        key,
        request,
        statusCode: result.statusCode,
        body: JSON.stringify(result.body),
      });
    },
  };
}
