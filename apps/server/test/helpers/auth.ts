import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import type { Channel, OutboundMessage } from '../../src/messaging/outbox';
import { json } from './app';

let ipCounter = 0;
/** Auth routes are rate-limited per IP: every call speaks from its own address unless told. */
export const nextIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

let phoneCounter = 0;
/** A fresh valid Nigerian mobile number per call, in the local 0803… form. */
export const nextPhone = () => `0803${String(1_000_000 + ++phoneCounter).slice(-7)}`;

export const PASSWORD = 'correct horse battery';

export const farmerPayload = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amina',
  lastName: 'Bello',
  phone: nextPhone(),
  password: PASSWORD,
  stateOfResidence: 'Kaduna',
  age: '26-35',
  gender: 'female',
  farmName: 'Bello Farm',
  primaryLivestock: 'poultry',
  // No animal count by default: a count at sign-up becomes a first batch (pens repository).
  ...overrides,
});

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  token?: string | undefined;
  ip?: string;
}

export function call(app: App, { method, url, payload, token, ip }: Call) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip ?? nextIp(),
  });
}

export interface Session {
  token: string;
  user: { _id: string; phone: string; email: string | null; role: string } & Record<
    string,
    unknown
  >;
}

/** Registers a farmer (or agent) and returns its session. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}): Promise<Session> {
  const { pending, ...rest } = overrides;
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: farmerPayload(rest),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const session = (json(res) as { data: Session }).data;
  // A self-signed-up agent waits for an admin (ADR 0055); fixtures want a working agent, so the
  // approval is given here. `pending: true` keeps the agent waiting.
  if (rest.role === 'agent' && !pending) {
    await app.db.update(users).set({ status: 'active' }).where(eq(users.id, session.user._id));
  }
  return session;
}

/** Collects development-outbox prints (what the console would show, secrets included). */
export function printerSpy() {
  const printed: { channel: Channel; message: OutboundMessage }[] = [];
  return {
    printed,
    printer: (channel: Channel, message: OutboundMessage) =>
      void printed.push({ channel, message }),
    last: (to: string) => [...printed].reverse().find((p) => p.message.to === to)?.message,
    /** The code in the last message to `to`: what the console shows (ADR 0025: never the API). */
    code(to: string): string {
      const message = [...printed].reverse().find((p) => p.message.to === to)?.message;
      const code = message?.secrets?.find((s) => /^\d{6}$/.test(s));
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
  };
}

/** Every row of every public table as JSON text, to prove secrets are stored nowhere in clear. */
export async function dumpAllTables(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = (await db.execute(
      sql.raw(`select row_to_json(t)::text as j from "${tablename}" t`),
    )) as unknown as { rows: { j: string }[] };
    parts.push(...rows.rows.map((r) => r.j));
  }
  return parts.join('\n');
}

/** Polls until `check` returns a value (background deliveries), up to 5 s. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}
