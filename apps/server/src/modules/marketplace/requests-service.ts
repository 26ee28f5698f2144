import type {
  answerRequestBody,
  createRequestBody,
  RequestAnswer,
  requestsQuery,
  updateRequestBody,
} from '@kiwo/api-client/schemas';
import type { z } from 'zod';
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

/**
 * Buy/sell requests (spec §3 Marketplace request), stored on the server: the owner sees every
 * answer, anyone else only their own. Only the owner edits, closes or deletes (else 404).
 */
export function createRequestsService(db: Database) {
  const repo = createRequestsRepository(db);
  const canSee = (user: UserRow, r: NamedRequest['request']) =>
    r.status === 'active' || r.userId === user.id || user.role === 'admin';

  /** Requests with the answers this viewer may read. */
  async function present(user: UserRow, rows: NamedRequest[]) {
    const own = rows.filter((r) => r.request.userId === user.id).map((r) => r.request.id);
    const others = rows.filter((r) => r.request.userId !== user.id).map((r) => r.request.id);
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
      const filter: RequestFilter = {
        ownerId: mine ? user.id : undefined,
        notOwnerId: mine ? undefined : user.id,
        status: mine ? undefined : 'active',
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
      if (!(await repo.updateOwned(id, user.id, patch))) throw new AppError(404, REQUEST_NOT_FOUND);
      return one(user, id);
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
