import type {
  adminConsultationsQuery,
  Consultation,
  ConsultationDetail,
} from '@kiwo/api-client/schemas';
import { fullName } from '@kiwo/domain';
import { aliasedTable, and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { consultationPhotos, consultationReplies, consultations, users } from '../../db/schema';
import { n, rows } from '../../db/sql';
import { AppError } from '../../lib/errors';
import { containsPattern, pageOf, paginationOf } from '../../lib/paging';
import { searchCondition } from '../users';
import { photoDataUrl } from './photo';

export const CONSULTATION_NOT_FOUND = 'Consultation not found';

type ListQuery = z.output<typeof adminConsultationsQuery>;

const asker = aliasedTable(users, 'asker');
const assignee = aliasedTable(users, 'assignee');
const C = consultations;

function selectConsultations(db: Database) {
  return db
    .select({
      c: C,
      hasPhoto: sql<boolean>`exists (select 1 from consultation_photos p where p.consultation_id = ${C.id})`,
      askerFirst: asker.firstName,
      askerLast: asker.lastName,
      askerRole: asker.role,
      askerPhone: asker.phone,
      askerState: asker.stateOfResidence,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      assigneeRole: assignee.role,
      // Time-to-first-answer (ADR 0061): the first message in the thread not by the asker.
      firstAnsweredAt: sql<
        string | null
      >`(select min(r.created_at) from consultation_replies r where r.consultation_id = ${C.id} and r.author_id is distinct from ${C.userId})`,
    })
    .from(C)
    .innerJoin(asker, eq(asker.id, C.userId))
    .leftJoin(assignee, eq(assignee.id, C.assignedTo))
    .$dynamic();
}

interface Row {
  c: typeof C.$inferSelect;
  hasPhoto: boolean;
  askerFirst: string;
  askerLast: string;
  askerRole: 'farmer' | 'agent' | 'admin' | 'vet';
  askerPhone: string;
  askerState: string | null;
  assigneeFirst: string | null;
  assigneeLast: string | null;
  assigneeRole: 'farmer' | 'agent' | 'admin' | 'vet' | null;
  firstAnsweredAt: string | Date | null;
}
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toConsultation(r: Row): Consultation {
  const { c } = r;
  return {
    id: c.id,
    kind: c.kind,
    channel: c.channel,
    topic: c.topic,
    livestockType: c.livestockType,
    description: c.description,
    urgency: c.urgency,
    status: c.status,
    hasPhoto: Boolean(r.hasPhoto),
    asker: {
      id: c.userId,
      name: fullName(r.askerFirst, r.askerLast),
      role: r.askerRole,
      phone: r.askerPhone,
      state: r.askerState,
    },
    assignee:
      c.assignedTo && r.assigneeRole
        ? {
            id: c.assignedTo,
            name: fullName(r.assigneeFirst, r.assigneeLast),
            role: r.assigneeRole,
          }
        : null,
    answer: c.answer,
    closeNote: c.closeNote,
    createdAt: c.createdAt.toISOString(),
    assignedAt: iso(c.assignedAt),
    answeredAt: iso(c.answeredAt),
    closedAt: iso(c.closedAt),
    firstAnsweredAt: iso(r.firstAnsweredAt),
  };
}

/** Whose requests a page lists: one asker's, one assignee's queue, or (neither) every one. */
export interface ConsultationScope {
  userId?: string;
  assignedTo?: string;
  /** A vet's queue: the vet requests of farmers living in these states (ADR 0061). */
  vetStates?: string[];
}

/**
 * A page of requests, newest first: one asker's, one assignee's, or every one for the admin pages.
 * Open work first would hide new requests under old ones, so the order is time; the status
 * filter narrows it.
 */
export async function consultationsPage(db: Database, q: ListQuery, scope: ConsultationScope = {}) {
  const paging = pageOf(q);
  const filters: (SQL | undefined)[] = [];
  if (scope.userId) filters.push(eq(C.userId, scope.userId));
  if (scope.assignedTo) filters.push(eq(C.assignedTo, scope.assignedTo));
  if (scope.vetStates) {
    filters.push(eq(C.kind, 'vet'));
    filters.push(
      scope.vetStates.length === 0
        ? sql`false`
        : inArray(
            C.userId,
            db
              .select({ id: users.id })
              .from(users)
              .where(inArray(users.stateOfResidence, scope.vetStates)),
          ),
    );
  }
  if (q.kind) filters.push(eq(C.kind, q.kind));
  if (q.status) filters.push(eq(C.status, q.status));
  if (q.urgency) filters.push(eq(C.urgency, q.urgency));
  if (q.search) {
    // The topic, or an asker whose name or phone matches (the users' trigram-indexed text).
    filters.push(
      or(
        ilike(C.topic, containsPattern(q.search)),
        inArray(C.userId, db.select({ id: users.id }).from(users).where(searchCondition(q.search))),
      ),
    );
  }
  const where = and(...filters);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(C).where(where);
  // Ids of the page first, then the people and the photo flag for those rows only.
  const page = db
    .select({ id: C.id })
    .from(C)
    .where(where)
    .orderBy(desc(C.createdAt), desc(C.id))
    .limit(paging.limit)
    .offset(paging.offset)
    .as('page');
  const rows = await selectConsultations(db)
    .innerJoin(page, eq(page.id, C.id))
    .orderBy(desc(C.createdAt), desc(C.id));
  return {
    data: rows.map(toConsultation),
    pagination: paginationOf(paging, Number(counted?.total ?? 0)),
  };
}

/** One request with its answers and photo, or 404. */
export async function mustGetConsultation(db: Database, id: string) {
  const found = await consultationById(db, id);
  if (!found) throw new AppError(404, CONSULTATION_NOT_FOUND);
  return found;
}

/** One request with its answers and photo; undefined when missing. */
export async function consultationById(
  db: Database,
  id: string,
): Promise<ConsultationDetail | undefined> {
  const [row] = await selectConsultations(db).where(eq(C.id, id));
  if (!row) return undefined;
  const base = toConsultation(row);
  const author = aliasedTable(users, 'author');
  const [replies, [photo]] = await Promise.all([
    db
      .select({ r: consultationReplies, first: author.firstName, last: author.lastName })
      .from(consultationReplies)
      .leftJoin(author, eq(author.id, consultationReplies.authorId))
      .where(eq(consultationReplies.consultationId, id))
      .orderBy(consultationReplies.createdAt, consultationReplies.id),
    db.select().from(consultationPhotos).where(eq(consultationPhotos.consultationId, id)),
  ]);
  return {
    ...base,
    replies: replies.map(({ r, first, last }) => ({
      id: r.id,
      body: r.body,
      authorName: first ? fullName(first, last) : null,
      fromAsker: r.authorId === base.asker.id,
      createdAt: r.createdAt.toISOString(),
    })),
    photo: photo ? photoDataUrl(photo) : null,
  };
}

/** Active admins, agents and vets matching the search, by name, for the assign picker. */
export async function staffList(db: Database, search: string | undefined) {
  const rows = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      role: users.role,
      phone: users.phone,
    })
    .from(users)
    .where(
      and(
        sql`${users.role} in ('admin', 'agent', 'vet')`,
        eq(users.status, 'active'),
        search ? searchCondition(search) : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r.first, r.last),
    role: r.role,
    phone: r.phone,
  }));
}

/**
 * The median time-to-first-answer over the requests answered in the last `days` days, in
 * seconds, and how many are still waiting for a first answer (ADR 0061).
 */
export async function firstAnswerFigures(db: Database, days = 30) {
  const since = new Date(Date.now() - days * 86_400_000);
  const [row] = await rows<{ median: unknown; answered: unknown; waiting: unknown }>(
    db,
    sql`with firsts as (
      select c.created_at, (select min(r.created_at) from consultation_replies r
        where r.consultation_id = c.id and r.author_id is distinct from c.user_id) as first_at
      from consultations c where c.created_at >= ${since.toISOString()}::timestamptz
    )
    select percentile_cont(0.5) within group (order by extract(epoch from first_at - created_at))
             filter (where first_at is not null) as median,
           count(*) filter (where first_at is not null) as answered,
           count(*) filter (where first_at is null) as waiting
    from firsts`,
  );
  return {
    days,
    medianSeconds:
      row?.median === null || row?.median === undefined ? null : Math.round(n(row.median)),
    answered: n(row?.answered),
    waiting: n(row?.waiting),
  };
}
