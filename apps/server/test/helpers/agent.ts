import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { json } from './app';
import { call, farmerPayload, type Session } from './auth';

// biome-ignore lint/suspicious/noExplicitAny: tests walk response JSON freely; the routes' zod schemas type it
type JsonBody = Record<string, any>;

/**
 * `POST /api/users/farmers` as `session` (the spec §3 payload, overridable). Each call comes from
 * its own IP: the route has the sign-up per-IP budget.
 */
export async function registerFarmer(
  app: App,
  session: Session | undefined,
  overrides: Record<string, unknown> = {},
) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/users/farmers',
    token: session?.token,
    payload: farmerPayload(overrides),
  });
  return { status: res.statusCode, body: json(res) as JsonBody };
}

/** Registers a farmer and returns the new farmer's id; throws unless 201. */
export async function registeredFarmer(
  app: App,
  session: Session,
  overrides: Record<string, unknown> = {},
) {
  const res = await registerFarmer(app, session, overrides);
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; phone: string } & JsonBody;
}

/** Rows of a table as one JSON text, to prove a refused call changed nothing. */
export async function tableSnapshot(db: Database, table: string) {
  const result = (await db.execute(
    sql.raw(`select coalesce(json_agg(t order by t::text), '[]')::text as j from "${table}" t`),
  )) as unknown as { rows: { j: string }[] };
  return result.rows[0]?.j ?? '[]';
}

/** Row count of a table. */
export async function countRows(db: Database, table: string) {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from "${table}"`),
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
