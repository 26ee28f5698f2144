import {
  type UssdMenu,
  type UssdSession,
  ussdSessionsQuery,
  ussdSessionsResponse,
} from '@kiwo/api-client/schemas';
import { NO_DATA_TO_EXPORT, toCsv } from '@kiwo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { CSV_BOM, csvReaderText } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { attachment, errorResponses, signedIn } from '../../lib/http';
import { containsPattern, pageOf, paginationOf, phoneDigits } from '../../lib/paging';
import type { Outcome } from './engine';

/** Outcomes that mean the session did what it came for (ADR 0027). */
const COMPLETED_OUTCOMES: readonly Outcome[] = [
  'saved',
  'summary',
  'call_requested',
  'call_saved',
  'language_changed',
  'pin_set',
  'registered',
];

type Query = z.output<typeof ussdSessionsQuery>;

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  phone: string;
  user_name: string | null;
  started_at: string | Date;
  last_at: string | Date;
  menu: UssdMenu | null;
  outcome: string | null;
  completed: boolean;
  gateway_ms: number | null;
  status: string | null;
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/** One row per session: first and last step, first menu entered, last outcome, gateway end. */
function sessionsSql(q: Query) {
  const completed = sql.join(
    COMPLETED_OUTCOMES.map((o) => sql`${o}`),
    sql`, `,
  );
  const filters: SQL[] = [];
  if (q.search) {
    const digits = phoneDigits(q.search);
    filters.push(
      digits
        ? sql`(e.session_id = ${q.search} or e.phone like ${containsPattern(digits)})`
        : sql`e.session_id = ${q.search}`,
    );
  }
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const inner = sql`
    select e.session_id,
      max(e.phone) as phone,
      max(coalesce(u.first_name || ' ' || u.last_name, null)) as user_name,
      min(e.created_at) as started_at,
      max(e.created_at) as last_at,
      (array_agg(e.menu order by e.created_at, e.id) filter (where e.menu is not null))[1] as menu,
      (array_agg(e.outcome order by e.created_at desc, e.id desc) filter (where e.kind = 'step'))[1] as outcome,
      coalesce(bool_or(e.outcome in (${completed})), false) as completed,
      max(e.duration_ms) filter (where e.kind = 'session_end') as gateway_ms,
      max(e.status) filter (where e.kind = 'session_end') as status
    from ussd_events e left join users u on u.id = e.user_id
    ${where}
    group by e.session_id`;
  const menuFilter = q.menu ? sql`where s.menu = ${q.menu}` : sql``;
  return { inner, menuFilter };
}

async function ussdSessions(db: Database, q: Query) {
  const paging = pageOf(q);
  const { inner, menuFilter } = sessionsSql(q);
  const [sessions, counted, menus] = await Promise.all([
    rows<SessionRow>(
      db,
      sql`select * from (${inner}) s ${menuFilter} order by s.started_at desc, s.session_id limit ${paging.limit} offset ${paging.offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (${inner}) s ${menuFilter}`),
    rows<{ menu: UssdMenu | null; sessions: number; completed: number }>(
      db,
      sql`select s.menu, count(*)::int as sessions, count(*) filter (where s.completed)::int as completed
          from (${inner}) s group by s.menu order by s.menu nulls first`,
    ),
  ]);
  const ids = sessions.map((r) => r.session_id);
  const steps = ids.length
    ? await rows<{
        session_id: string;
        text: string;
        response: string | null;
        outcome: string;
        created_at: string | Date;
      }>(
        db,
        sql`select session_id, text, response, outcome, created_at from ussd_events
            where kind = 'step' and session_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by created_at, id`,
      )
    : [];
  const data: UssdSession[] = sessions.map((r) => {
    const started = new Date(iso(r.started_at)).getTime();
    const last = new Date(iso(r.last_at)).getTime();
    return {
      sessionId: r.session_id,
      phone: r.phone,
      userName: r.user_name,
      startedAt: iso(r.started_at),
      durationMs: r.gateway_ms === null ? last - started : Number(r.gateway_ms),
      menu: r.menu,
      outcome: r.outcome ?? 'session_end',
      completed: Boolean(r.completed),
      status: r.status,
      steps: steps
        .filter((s) => s.session_id === r.session_id)
        .map((s) => ({
          text: s.text,
          response: s.response,
          outcome: s.outcome,
          at: iso(s.created_at),
        })),
    };
  });
  const total = Number(counted[0]?.n ?? 0);
  return {
    data,
    pagination: paginationOf(paging, total),
    menus: menus.map((m) => ({
      menu: m.menu,
      sessions: Number(m.sessions),
      completed: Number(m.completed),
      rate: Number(m.sessions) ? Number(m.completed) / Number(m.sessions) : 0,
    })),
  };
}

/** `/admin/ussd-sessions` (+ `.csv`): the admin USSD page grouped by session, admins only. */
export async function ussdSessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRole('admin');
  const tags = ['admin'];
  r.get(
    '/admin/ussd-sessions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'USSD sessions (steps, outcome, duration), newest first, and completion per menu',
        querystring: ussdSessionsQuery,
        response: { 200: ussdSessionsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true,
      message: 'USSD sessions retrieved',
      ...(await ussdSessions(app.db, request.query)),
    }),
  );
  r.get(
    '/admin/ussd-sessions.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'USSD sessions as CSV (one row a session), newest first, up to 10000',
        produces: ['text/csv'],
        querystring: ussdSessionsQuery.omit({ page: true, limit: true }),
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const all: UssdSession[] = [];
      for (let page = 1; page <= 100; page++) {
        const { data } = await ussdSessions(app.db, { ...request.query, page, limit: 100 });
        all.push(...data);
        if (data.length < 100) break;
      }
      // Headed in the admin's language, like every CSV the server writes (lib/csv.ts).
      const h = (await csvReaderText(signedIn(request).user.language)).t.csv.ussdSessions;
      const csv = toCsv(all, [
        { key: 'sessionId', header: h.sessionId(), value: (s) => s.sessionId },
        { key: 'phone', header: h.phone(), value: (s) => s.phone },
        { key: 'user', header: h.user(), value: (s) => s.userName ?? '' },
        { key: 'startedAt', header: h.startedAt(), value: (s) => s.startedAt },
        { key: 'durationMs', header: h.durationMs(), value: (s) => String(s.durationMs) },
        { key: 'steps', header: h.steps(), value: (s) => String(s.steps.length) },
        { key: 'menu', header: h.menu(), value: (s) => s.menu ?? '' },
        { key: 'outcome', header: h.outcome(), value: (s) => s.outcome },
        { key: 'completed', header: h.completed(), value: (s) => (s.completed ? 'yes' : 'no') },
        { key: 'status', header: h.status(), value: (s) => s.status ?? '' },
        { key: 'inputs', header: h.inputs(), value: (s) => s.steps.at(-1)?.text ?? '' },
      ]);
      if (csv === null) throw new AppError(404, NO_DATA_TO_EXPORT);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(h.fileName()))
        .header('cache-control', 'no-store')
        .send(`${CSV_BOM}${csv}`);
    },
  );
}
