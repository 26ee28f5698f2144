import type {
  answerRequestBody,
  createRequestBody,
  RequestAnswer,
  requestsQuery,
  updateRequestBody,
} from '@kiwo/api-client/schemas';
import type { z } from 'zod';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageOf, paginationOf } from '../../lib/paging';
import { homeOf, notify } from '../notifications';
import type { UserRow } from '../users';
import { toAnswer, toRequest } from './present';
import {
  createRequestsRepository,
  type NamedRequest,
  type RequestFilter,
  type RequestPatch,
} from './requests-repository';

type CreateInput = z.output<typeof createRequestBody>;
type UpdateInput = z.output<typeof updateRequestBody>;
type ListQuery = z.output<typeof requestsQuery>;
type AnswerInput = z.output<typeof answerRequestBody>;

const REQUEST_NOT_FOUND = 'Request not found';
const REQUEST_HIDDEN = 'An admin has taken this request down; it cannot be reopened';

/**
 * Buy/sell requests (spec §3 Marketplace request), stored on the server: the owner sees every
 * answer, anyone else only their own. Only the owner edits, closes or deletes (else 404).
 */
export function createRequestsService(db: Database) {
  const repo = createRequestsRepository(db);
  const canSee = (user: UserRow, r: NamedRequest['request']) =>
    r.status === 'active' || r.userId === user.id || user.role === 'admin';

  /** Requests with the answers this viewer may read (an admin: every answer). */
  async function present(user: UserRow, rows: NamedRequest[]) {
    const readsAll = (r: NamedRequest) => r.request.userId === user.id || user.role === 'admin';
    const own = rows.filter(readsAll).map((r) => r.request.id);
    const others = rows.filter((r) => !readsAll(r)).map((r) => r.request.id);
    const [ownAnswers, myAnswers] = await Promise.all([
      repo.answers(own),
      repo.answers(others, user.id),
    ]);
    const byRequest = new Map<string, RequestAnswer[]>();
    for (const a of [...ownAnswers, ...myAnswers]) {
      const list = byRequest.get(a.answer.requestId) ?? [];
      list.push(toAnswer(a));
      byRequest.set(a.answer.requestId, list);
    }
    return rows.map((r) => toRequest(r, user.id, byRequest.get(r.request.id) ?? []));
  }

  async function one(user: UserRow, id: string) {
    const row = await repo.findNamed(id);
    if (!row || !canSee(user, row.request)) throw new AppError(404, REQUEST_NOT_FOUND);
    const [presented] = await present(user, [row]);
    if (!presented) throw new AppError(404, REQUEST_NOT_FOUND);
    return presented;
  }

  return {
    async list(user: UserRow, q: ListQuery) {
      const paging = pageOf(q);
      const mine = q.mine === true;
      const admin = user.role === 'admin' && !mine;
      const filter: RequestFilter = {
        ownerId: mine ? user.id : undefined,
        notOwnerId: mine || admin ? undefined : user.id,
        status: mine || admin ? q.status : 'active',
        transactionType: q.transactionType,
        productType: q.productType,
        search: q.search,
      };
      const [rows, total] = await Promise.all([
        repo.list(filter, paging.limit, paging.offset),
        repo.count(filter),
      ]);
      return { data: await present(user, rows), pagination: paginationOf(paging, total) };
    },

    async create(user: UserRow, input: CreateInput) {
      const row = await repo.insert({
        ...input,
        userId: user.id,
        brand: input.brand ?? null,
        description: input.description ?? null,
      });
      return one(user, row.id);
    },

    async update(user: UserRow, id: string, input: UpdateInput) {
      const patch: RequestPatch = { ...input };
      if (input.brand !== undefined) patch.brand = input.brand || null;
      if (input.description !== undefined) patch.description = input.description || null;
      const current = await repo.findNamed(id);
      if (current?.request.userId !== user.id) throw new AppError(404, REQUEST_NOT_FOUND);
      if (current.request.status === 'hidden' && input.status) {
        throw new AppError(409, REQUEST_HIDDEN);
      }
      if (!(await repo.updateOwned(id, user.id, patch))) throw new AppError(404, REQUEST_NOT_FOUND);
      return one(user, id);
    },

    /**
     * Admins hide a request (with a reason: audited, and its author is told in their language
     * through the notification's type and params) or show a hidden one again (as closed: the
     * author reopens it). The change, audit row and notification are one transaction.
     */
    async moderate(admin: UserRow, id: string, hidden: boolean, reason?: string) {
      const row = await repo.findNamed(id);
      if (!row) throw new AppError(404, REQUEST_NOT_FOUND);
      await db.transaction(async (tx) => {
        if (!(await repo.setHidden(id, hidden, tx))) {
          throw new AppError(409, hidden ? 'Request is already hidden' : 'Request is not hidden');
        }
        await audit(tx, {
          adminId: admin.id,
          action: hidden ? 'request_hidden' : 'request_shown',
          userId: row.request.userId,
          targetId: id,
          reason,
        });
        if (!hidden) return;
        await notify(tx, row.request.userId, {
          type: 'request_hidden',
          title: 'Your request was taken down',
          body: `An admin took down your request for “${row.request.productName}”: ${reason ?? ''}`,
          params: { product: row.request.productName, reason: reason ?? '' },
          priority: 'high',
          link: `${homeOf(row.owner.role)}/marketplace`,
        });
      });
      return one(admin, id);
    },

    async remove(user: UserRow, id: string) {
      if (!(await repo.deleteOwned(id, user.id))) throw new AppError(404, REQUEST_NOT_FOUND);
      return { id };
    },

    /** Answers someone else's active request; its owner is notified with the message. */
    async answer(user: UserRow, id: string, input: AnswerInput) {
      const row = await repo.findNamed(id);
      if (!row || !canSee(user, row.request)) throw new AppError(404, REQUEST_NOT_FOUND);
      const request = row.request;
      if (request.userId === user.id) throw new AppError(400, 'This is your own request');
      if (request.status !== 'active') throw new AppError(409, 'This request is closed');
      const answerId = await db.transaction(async (tx) => {
        const answer = await repo.insertAnswer(tx, {
          requestId: id,
          userId: user.id,
          message: input.message,
        });
        const name = `${user.firstName} ${user.lastName}`;
        await notify(tx, request.userId, {
          type: 'marketplace_request_answer',
          title: 'Your request has an answer',
          body: `${name} answered your request for “${request.productName}”: ${input.message} (call ${user.phone})`,
          params: {
            name,
            product: request.productName,
            message: input.message,
            phone: user.phone,
          },
          priority: 'high',
          link: `${homeOf(row.owner.role)}/marketplace`,
          dedupeKey: `request-answer:${answer.id}`,
        });
        return answer.id;
      });
      const answers = await repo.answers([id], user.id);
      const mine = answers.find((a) => a.answer.id === answerId);
      if (!mine) throw new Error('answer vanished after insert');
      return toAnswer(mine);
    },
  };
}
