import type { createConsultationBody } from '@kiwo/api-client/schemas';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { consultationPhotos, consultationReplies, consultations, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { homeOf, notify, notifyHelpRequested } from '../notifications';
import { vetServes, vetsServing } from '../staff';
import { searchCondition, type UserRow } from '../users';
import { checkedPhoto } from './photo';
import { CONSULTATION_NOT_FOUND } from './queries';

type CreateBody = z.output<typeof createConsultationBody>;

const CONSULTATION_CLOSED = 'This consultation is closed';
const STAFF_NOT_FOUND = 'Staff member not found';
const ONLY_ASKER_REPLIES = 'Only the farmer who asked replies here; staff answer the request';
const ONLY_ASSIGNEE_REASSIGNS = 'Only the staff member handling this request can hand it on';
const MAX_OPEN_REQUESTS = 10;
const TOO_MANY_OPEN = `You already have ${MAX_OPEN_REQUESTS} open requests. Wait for an answer or close one first.`;

const C = consultations;
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
/** Notification bodies quote at most this much of an answer; the page shows all of it. */
const EXCERPT = 200;
/** Cut between whole characters: half an emoji (a lone surrogate) is refused by jsonb (a 500). */
const excerpt = (text: string) => {
  if (text.length <= EXCERPT) return text;
  const end = /[\ud800-\udbff]/.test(text[EXCERPT - 2] ?? '') ? EXCERPT - 2 : EXCERPT - 1;
  return `${text.slice(0, end)}…`;
};

/** Files a request from the app's form (photo checked first: nothing is written on a bad one). */
export async function createConsultation(db: Database, user: UserRow, body: CreateBody) {
  const photo = body.photo ? checkedPhoto(body.photo) : undefined;
  return db.transaction(async (tx) => {
    // The asker's row serialises two requests sent at once, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(C)
      .where(and(eq(C.userId, user.id), ne(C.status, 'closed')));
    if (Number(open?.n ?? 0) >= MAX_OPEN_REQUESTS) throw new AppError(409, TOO_MANY_OPEN);
    const [row] = await tx
      .insert(C)
      .values({
        userId: user.id,
        kind: body.kind,
        channel: 'app',
        topic: body.topic,
        livestockType: body.livestockType,
        description: body.description,
        urgency: body.urgency,
      })
      .returning({ id: C.id });
    if (!row) throw new Error('insert returned no row');
    if (photo) await tx.insert(consultationPhotos).values({ consultationId: row.id, ...photo });
    // An urgent request reaches the asker's agent and the admins at once (ADR 0027).
    if (body.urgency === 'high') {
      await notifyHelpRequested(tx, user, {
        consultationId: row.id,
        kind: body.kind,
        topic: body.topic,
        reason: 'urgent',
      });
    }
    return row.id;
  });
}

/**
 * USSD's or the phone line's "request a call": stored and, in the same transaction, told to the farmer's agent and the
 * admins. `told` is how many people were told: the caller is promised a call only when it is more
 * than zero (ADR 0027). A gateway retry of the confirming request must not file a second one, so
 * the session id is part of the description and checked first.
 */
export async function fileCallRequest(
  db: Database,
  farmer: UserRow,
  sessionId: string,
  kind: 'extension' | 'vet',
  channel: 'ussd' | 'phone' = 'ussd',
): Promise<{ id: string; told: number }> {
  const description = `Call request by ${channel === 'ussd' ? 'USSD' : 'phone'} (session ${sessionId})`;
  const topic = kind === 'vet' ? 'Vet call request' : 'Extension agent call request';
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, farmer.id)).for('update');
    const [existing] = await tx
      .select({ id: C.id })
      .from(C)
      .where(and(eq(C.userId, farmer.id), eq(C.description, description)));
    const id =
      existing?.id ??
      (
        await tx
          .insert(C)
          .values({
            userId: farmer.id,
            kind,
            channel,
            topic,
            livestockType: farmer.primaryLivestock,
            description,
            urgency: 'high',
          })
          .returning({ id: C.id })
      )[0]?.id;
    if (!id) throw new Error('insert returned no row');
    const told = await notifyHelpRequested(tx, farmer, {
      consultationId: id,
      kind,
      topic,
      reason: 'call',
    });
    return { id, told };
  });
}

/**
 * Who may read and act on a request besides admins: its asker, the staff member it is assigned
 * to (ADR 0055), and for a vet request a vet serving the asker's state (ADR 0061). Anyone else
 * gets the same 404 as a missing request.
 */
export async function mayHandle(
  db: Database,
  actor: Pick<UserRow, 'id' | 'role'>,
  c: { userId: string; assignedTo: string | null; kind: string; askerState: string | null },
) {
  if (actor.role === 'admin' || c.userId === actor.id || c.assignedTo === actor.id) return true;
  return actor.role === 'vet' && c.kind === 'vet' && vetServes(db, actor.id, c.askerState);
}

/** Staff who may answer: an admin, the assignee, or a vet serving the asker's state. */
const mayAnswer = async (
  db: Database,
  actor: UserRow,
  c: { userId: string; assignedTo: string | null; kind: string; askerState: string | null },
) => c.userId !== actor.id && (await mayHandle(db, actor, c));

/**
 * The request locked for a change, with its asker; 404 when missing or (with `actor`) neither
 * theirs, nor assigned to them, nor an admin's to change, then 409 when already closed.
 */
async function lockOpen(tx: Transaction, id: string, actor?: UserRow) {
  const [found] = await tx
    .select({ c: C, asker: users })
    .from(C)
    .innerJoin(users, eq(users.id, C.userId))
    .where(eq(C.id, id))
    .for('update', { of: C });
  if (!found) throw new AppError(404, CONSULTATION_NOT_FOUND);
  if (actor && !(await mayHandle(tx, actor, handled(found)))) {
    throw new AppError(404, CONSULTATION_NOT_FOUND);
  }
  if (found.c.status === 'closed') throw new AppError(409, CONSULTATION_CLOSED);
  return found;
}

const handled = (found: { c: typeof C.$inferSelect; asker: UserRow }) => ({
  userId: found.c.userId,
  assignedTo: found.c.assignedTo,
  kind: found.c.kind,
  askerState: found.asker.stateOfResidence,
});

const pageOf = (asker: UserRow, id?: string) =>
  `${homeOf(asker.role)}/consultations${id ? `?open=${id}` : ''}`;

/** An admin gives the request to a staff member (an active admin or agent). */
export async function assignConsultation(
  db: Database,
  admin: UserRow,
  id: string,
  assigneeId: string,
) {
  await db.transaction(async (tx) => {
    const { c, asker } = await lockOpen(tx, id);
    const [staff] = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, assigneeId),
          inArray(users.role, c.kind === 'vet' ? ['admin', 'agent', 'vet'] : ['admin', 'agent']),
          eq(users.status, 'active'),
        ),
      );
    if (!staff) throw fieldError('assigneeId', STAFF_NOT_FOUND);
    await tx
      .update(C)
      .set({
        assignedTo: staff.id,
        assignedAt: new Date(),
        status: c.status === 'open' ? 'assigned' : c.status,
        updatedAt: new Date(),
      })
      .where(eq(C.id, id));
    await audit(tx, {
      adminId: admin.id,
      action: 'consultation_assigned',
      userId: asker.id,
      targetId: id,
      details: { assignee: staff.id },
    });
    await notify(tx, asker.id, {
      type: 'consultation_assigned',
      title: 'Your request is being handled',
      body: `${fullName(staff)} is looking at your request "${c.topic}".`,
      params: { topic: c.topic, name: fullName(staff), kind: c.kind },
      link: pageOf(asker),
    });
    // Assigned to an agent: the farmer's own agent and the other admins hear of it too.
    if (staff.role === 'agent') {
      await notifyHelpRequested(tx, asker, {
        consultationId: id,
        kind: c.kind,
        topic: c.topic,
        reason: 'assigned',
        skip: [admin.id, staff.id],
      });
    }
    if (staff.id !== admin.id) {
      await notify(tx, staff.id, {
        type: 'consultation_assigned',
        title: 'A consultation was assigned to you',
        body: `${fullName(asker)} (${asker.phone}) asked: "${c.topic}".`,
        params: { topic: c.topic, asker: fullName(asker), phone: asker.phone, kind: c.kind },
        priority: c.urgency === 'high' ? 'high' : 'medium',
        link: staff.role === 'admin' ? adminPage(c.kind) : assignedPage(staff, id),
      });
    }
  });
}

const adminPage = (kind: 'extension' | 'vet') =>
  kind === 'vet' ? '/admin/vet-consultations' : '/admin/consultations';

/** The assignee's own queue, opened on this request (ADR 0055). */
const assignedPage = (staff: UserRow, id: string) =>
  `${homeOf(staff.role)}/consultations?open=${id}`;

/**
 * An admin, or the staff member the request is assigned to, answers; the asker is told in-app
 * (and by SMS through the alert path, ADR 0037) and reads the whole answer in their app.
 */
export async function answerConsultation(db: Database, actor: UserRow, id: string, answer: string) {
  await db.transaction(async (tx) => {
    const found = await lockOpen(tx, id);
    const { c, asker } = found;
    // The asker cannot answer their own request; another agent or vet sees no such request.
    if (!(await mayAnswer(tx, actor, handled(found)))) {
      throw new AppError(404, CONSULTATION_NOT_FOUND);
    }
    const now = new Date();
    await tx
      .insert(consultationReplies)
      .values({ consultationId: id, authorId: actor.id, body: answer });
    // A vet answering an unassigned request takes it: the thread's replies reach them.
    const takes = actor.role === 'vet' && !c.assignedTo;
    await tx
      .update(C)
      .set({
        answer,
        answeredAt: now,
        status: 'answered',
        updatedAt: now,
        ...(takes ? { assignedTo: actor.id, assignedAt: now } : {}),
      })
      .where(eq(C.id, id));
    if (actor.role === 'admin') {
      await audit(tx, {
        adminId: actor.id,
        action: 'consultation_answered',
        userId: asker.id,
        targetId: id,
      });
    }
    await notify(tx, asker.id, {
      type: 'consultation_answered',
      title: 'Your consultation request was answered',
      body: `Answer to "${c.topic}": ${excerpt(answer)}`,
      params: { topic: c.topic, message: excerpt(answer), kind: c.kind },
      priority: 'high',
      link: pageOf(asker, id),
    });
  });
}

/**
 * The asker answers a follow-up question in the thread (ADR 0061): a reply row of their own, and
 * the staff who wrote in the thread (or the assignee) are told in-app with a link, and by the
 * alert path when away. The request goes back to waiting for staff.
 */
export async function replyToConsultation(
  db: Database,
  actor: UserRow,
  id: string,
  message: string,
) {
  await db.transaction(async (tx) => {
    const { c, asker } = await lockOpen(tx, id, actor);
    if (c.userId !== actor.id) throw new AppError(403, ONLY_ASKER_REPLIES);
    const now = new Date();
    await tx
      .insert(consultationReplies)
      .values({ consultationId: id, authorId: actor.id, body: message });
    await tx
      .update(C)
      .set({ status: c.assignedTo ? 'assigned' : 'open', updatedAt: now })
      .where(eq(C.id, id));
    const writers = await tx
      .selectDistinct({ id: users.id, role: users.role })
      .from(consultationReplies)
      .innerJoin(users, eq(users.id, consultationReplies.authorId))
      .where(
        and(
          eq(consultationReplies.consultationId, id),
          ne(users.id, asker.id),
          eq(users.status, 'active'),
        ),
      );
    const readers = new Map(writers.map((w) => [w.id, w.role]));
    if (c.assignedTo) {
      const [assignee] = await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.id, c.assignedTo), eq(users.status, 'active')));
      if (assignee) readers.set(assignee.id, assignee.role);
    }
    for (const [userId, role] of readers) {
      await notify(tx, userId, {
        type: 'consultation_reply',
        title: 'The farmer replied',
        body: `${fullName(asker)} replied about "${c.topic}": ${excerpt(message)}`,
        params: { topic: c.topic, name: fullName(asker), message: excerpt(message), kind: c.kind },
        priority: 'high',
        link: role === 'admin' ? adminPage(c.kind) : `${homeOf(role)}/consultations?open=${id}`,
      });
    }
  });
}

/**
 * The assignee (an agent or a vet) who cannot help hands the request to another active agent,
 * or for a vet request to a vet serving the asker's state or an agent; the new assignee (with a
 * link to it) and the asker are told. `assigneeId` null puts it back in the queue: unassigned and
 * waiting, and the admins (and the farmer's agent, and for a vet request the state's vets) are
 * told so someone else takes it.
 */
export async function reassignConsultation(
  db: Database,
  actor: UserRow,
  id: string,
  assigneeId: string | null,
) {
  await db.transaction(async (tx) => {
    const { c, asker } = await lockOpen(tx, id, actor);
    // A vet who is not the assignee takes the request by answering it first.
    if (c.assignedTo !== actor.id) throw new AppError(403, ONLY_ASSIGNEE_REASSIGNS);
    const now = new Date();
    if (assigneeId === null) {
      await tx
        .update(C)
        .set({
          assignedTo: null,
          assignedAt: null,
          status: c.status === 'assigned' ? 'open' : c.status,
          updatedAt: now,
        })
        .where(eq(C.id, id));
      await notifyHelpRequested(tx, asker, {
        consultationId: id,
        kind: c.kind,
        topic: c.topic,
        reason: 'returned',
        skip: [actor.id],
      });
      return;
    }
    const [staff] = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, assigneeId),
          ne(users.id, actor.id),
          inArray(users.role, c.kind === 'vet' ? ['agent', 'vet'] : ['agent']),
          eq(users.status, 'active'),
        ),
      );
    const serves =
      staff && (staff.role !== 'vet' || (await vetServes(tx, staff.id, asker.stateOfResidence)));
    if (!staff || !serves) throw fieldError('assigneeId', STAFF_NOT_FOUND);
    await tx
      .update(C)
      .set({
        assignedTo: staff.id,
        assignedAt: now,
        status: c.status === 'open' ? 'assigned' : c.status,
        updatedAt: now,
      })
      .where(eq(C.id, id));
    await notify(tx, staff.id, {
      type: 'consultation_assigned',
      title: 'A consultation was assigned to you',
      body: `${fullName(asker)} (${asker.phone}) asked: "${c.topic}".`,
      params: { topic: c.topic, asker: fullName(asker), phone: asker.phone, kind: c.kind },
      priority: c.urgency === 'high' ? 'high' : 'medium',
      link: assignedPage(staff, id),
    });
    await notify(tx, asker.id, {
      type: 'consultation_assigned',
      title: 'Your request is being handled',
      body: `${fullName(staff)} is looking at your request "${c.topic}".`,
      params: { topic: c.topic, name: fullName(staff), kind: c.kind },
      link: pageOf(asker, id),
    });
  });
}

/**
 * Whom the assignee may hand a request on to: active agents other than themself and, for a vet
 * request, the vets serving the asker's state (first 20 matches of `search`). 403 for anyone
 * but the assignee.
 */
export async function handoverCandidates(
  db: Database,
  actor: UserRow,
  id: string,
  search: string | undefined,
) {
  const [found] = await db
    .select({ c: C, asker: users })
    .from(C)
    .innerJoin(users, eq(users.id, C.userId))
    .where(eq(C.id, id));
  if (!found || !(await mayHandle(db, actor, handled(found)))) {
    throw new AppError(404, CONSULTATION_NOT_FOUND);
  }
  if (found.c.assignedTo !== actor.id) throw new AppError(403, ONLY_ASSIGNEE_REASSIGNS);
  const vets =
    found.c.kind === 'vet' ? await vetsServing(db, found.asker.stateOfResidence) : ([] as string[]);
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
        or(eq(users.role, 'agent'), vets.length > 0 ? inArray(users.id, vets) : undefined),
        eq(users.status, 'active'),
        ne(users.id, actor.id),
        search ? searchCondition(search) : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    name: fullName({ firstName: r.first, lastName: r.last }),
    role: r.role,
    phone: r.phone,
  }));
}

/**
 * Closes a request: an admin (the asker is told, with the note) or the asker themself, who
 * withdraws it. Anyone else gets the same 404 as a missing request.
 */
export async function closeConsultation(
  db: Database,
  actor: UserRow,
  id: string,
  note: string | undefined,
) {
  await db.transaction(async (tx) => {
    const { c, asker } = await lockOpen(tx, id, actor);
    const byAdmin = actor.role === 'admin';
    // The assignee, or a vet serving the asker's state (lockOpen let them in), closes for them.
    const byAssignee = !byAdmin && c.userId !== actor.id;
    const now = new Date();
    await tx
      .update(C)
      .set({ status: 'closed', closedAt: now, closeNote: note ?? null, updatedAt: now })
      .where(eq(C.id, id));
    if (!byAdmin && !byAssignee) return;
    if (byAdmin)
      await audit(tx, {
        adminId: actor.id,
        action: 'consultation_closed',
        userId: asker.id,
        targetId: id,
        reason: note,
      });
    await notify(tx, asker.id, {
      type: 'consultation_closed',
      title: 'Consultation request closed',
      body: `Your request "${c.topic}" was closed.${note ? ` Note: ${note}` : ''}`,
      params: { topic: c.topic, kind: c.kind, ...(note ? { note } : {}) },
      priority: 'low',
      link: pageOf(asker),
    });
  });
}
