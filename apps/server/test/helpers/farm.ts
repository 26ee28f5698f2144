import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { json } from './app';
import { type Call, type Session, signUp } from './auth';

export type Method = Call['method'];
// biome-ignore lint/suspicious/noExplicitAny: tests walk response JSON freely; the routes' zod schemas type it
type JsonBody = Record<string, any>;

/** Calls as one signed-in user (or anonymously with `undefined`), answering status and JSON. */
export function as(app: App, session: Session | undefined) {
  const send = async (method: Method, url: string, payload?: unknown, headers = {}) => {
    const res = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...headers },
    });
    const body = res.headers['content-type']?.toString().startsWith('application/json')
      ? json(res)
      : {};
    return { status: res.statusCode, body: body as JsonBody, res };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}) => send('POST', url, payload),
    put: (url: string, payload: unknown = {}, headers = {}) => send('PUT', url, payload, headers),
    patch: (url: string, payload: unknown = {}) => send('PATCH', url, payload),
    del: (url: string) => send('DELETE', url),
    send,
  };
}

export type Client = ReturnType<typeof as>;

let n = 0;

/**
 * Farmer A (attached to agent A), farmer B (attached to nobody), agent A, agent B and an admin.
 * Each comes with a client; farmers also with their default pen id.
 */
export async function farmWorld(app: App, db: Database) {
  const farmerA = await signUp(app, { stateOfResidence: 'Kaduna' });
  const farmerB = await signUp(app, { stateOfResidence: undefined });
  const agentA = await signUp(app, { role: 'agent', email: `agent-a${++n}@example.ng` });
  const agentB = await signUp(app, { role: 'agent', email: `agent-b${n}@example.ng` });
  const admin = await signUp(app);
  await db.update(users).set({ agentId: agentA.user._id }).where(eq(users.id, farmerA.user._id));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  return {
    farmerA: { session: farmerA, id: farmerA.user._id, api: as(app, farmerA) },
    farmerB: { session: farmerB, id: farmerB.user._id, api: as(app, farmerB) },
    agentA: { session: agentA, id: agentA.user._id, api: as(app, agentA) },
    agentB: { session: agentB, id: agentB.user._id, api: as(app, agentB) },
    admin: { session: admin, id: admin.user._id, api: as(app, admin) },
    anonymous: { api: as(app, undefined) },
  };
}

export type World = Awaited<ReturnType<typeof farmWorld>>;

/** A pen → batch → section chain for a farmer, through the API. */
export async function farmFixture(api: Client, farmerId: string, count = 100) {
  const pens = await api.get(`/api/pen/farmer/${farmerId}`);
  const penId = pens.body.data[0].id as string;
  const batch = await api.post(`/api/pens/${penId}/batches`, {
    name: 'Broilers',
    livestockType: 'poultry',
  });
  if (batch.status !== 201) throw new Error(`batch: ${batch.status} ${JSON.stringify(batch.body)}`);
  const batchId = batch.body.data.id as string;
  const section = await api.post(`/api/batches/${batchId}/sections`, {
    name: 'House A',
    livestockType: 'poultry',
    subType: 'broiler',
    count,
  });
  if (section.status !== 201) throw new Error(`section: ${section.status}`);
  return { penId, batchId, sectionId: section.body.data.id as string };
}

/** Tables with a farmer or section that hold a conversation's state, not the farm's records. */
const CONVERSATION_STATE = new Set(['whatsapp_pending']);

/**
 * Every farm table's rows as JSON text: compare before/after to prove nothing changed. The farm
 * tables are found in the database — each with a `farmer_id` or `section_id` column, and the
 * idempotency keys — so a table added later is covered without being named here; a question
 * waiting for the farmer's answer (WhatsApp's pending confirmation) is not a farm record.
 */
export async function farmSnapshot(db: Database) {
  const found = (await db.execute(sql`
    select distinct table_name as name from information_schema.columns
    where table_schema = current_schema()
      and (column_name in ('farmer_id', 'section_id') or table_name = 'idempotency_keys')
    order by 1`)) as unknown as { rows: { name: string }[] };
  const parts: string[] = [];
  for (const { name } of found.rows.filter((table) => !CONVERSATION_STATE.has(table.name))) {
    const result = (await db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]')::text as j from "${name}" t`),
    )) as unknown as { rows: { j: string }[] };
    parts.push(`${name}: ${result.rows[0]?.j}`);
  }
  return parts.join('\n');
}

/** The live count stored on a section row. */
export async function storedCount(db: Database, sectionId: string) {
  const result = (await db.execute(
    sql`select count from sections where id = ${sectionId}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count;
}
