import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { runStatement, txStatement } from '../../db/tx-statements';
import { AppError } from '../../lib/errors';

export interface StoredResult {
  statusCode: number;
  body: unknown;
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/** In the saving transaction, so written once (db/tx-statements.ts); the body goes as JSON text. */
const rememberStatement = txStatement(
  'idempotency_remember',
  `insert into idempotency_keys (user_id, key, request, status_code, body)
   values ($1, $2, $3, $4, $5::text::jsonb)`,
);

/**
 * `Idempotency-Key` results per user (offline sync replays a queued save until it gets an
 * answer). A key is bound to the request it first saved; the stored answer is replayed as is.
 */
export function createIdempotencyStore(db: Database) {
  const byKey = db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, sql.placeholder('userId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('kiwo_idempotency_find');
  return {
    async find(userId: string, key: string, request: string): Promise<StoredResult | undefined> {
      const [row] = await byKey.execute({ userId, key });
      if (!row) return undefined;
      if (row.request !== request) throw new AppError(409, KEY_REUSED);
      return { statusCode: row.statusCode, body: row.body };
    },
    /** In the saving transaction: a concurrent retry with the same key fails on the primary key. */
    async remember(
      tx: Database,
      userId: string,
      key: string,
      request: string,
      result: StoredResult,
    ) {
      await runStatement(tx, rememberStatement, [
        userId,
        key,
        request,
        result.statusCode,
        JSON.stringify(result.body),
      ]);
    },
  };
}
