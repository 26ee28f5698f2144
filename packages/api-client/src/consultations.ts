import type { Page } from './agent';
import type { Http } from './http';
import type { Pagination } from './schemas/agent';
import type {
  AdminConsultationsQuery,
  AnswerConsultationBody,
  AssignConsultationBody,
  CloseConsultationBody,
  Consultation,
  ConsultationDetail,
  CreateConsultationBody,
  FirstAnswerFigures,
  MyConsultationsQuery,
  ReplyConsultationBody,
  StaffMember,
} from './schemas/consultations';
import type { InvitePreview } from './schemas/staff';

type Envelope<T> = { success: boolean; message: string; data: T };
type Paged<T> = Envelope<T[]> & { pagination: Pagination };

const seg = encodeURIComponent;
const query = (q: object) => q as Record<string, string | number | undefined>;

/** Consultations (ADR 0015): the asker's calls and the admin pages' calls. */
export const consultationCalls = (http: Http) => {
  const detail =
    (method: 'GET' | 'POST', path: string, defaultMessage: string) => async (body?: object) =>
      (await http<Envelope<ConsultationDetail>>(method, path, { body, defaultMessage })).data;
  const page =
    (path: string, defaultMessage: string) =>
    async (q: object = {}): Promise<Page<Consultation>> => {
      const res = await http<Paged<Consultation>>('GET', path, { query: query(q), defaultMessage });
      return { items: res.data, pagination: res.pagination };
    };
  return {
    /** A farmer or agent asks (201); 409 past 10 open requests. */
    create: (body: CreateConsultationBody) =>
      detail('POST', '/consultations', 'Failed to send the request')(body),
    mine: page('/consultations/mine', 'Failed to load your requests') as (
      q?: MyConsultationsQuery,
    ) => Promise<Page<Consultation>>,
    /** The signed-in agent's queue: requests an admin assigned to them. */
    assigned: page('/consultations/assigned', 'Failed to load your requests') as (
      q?: MyConsultationsQuery,
    ) => Promise<Page<Consultation>>,
    /** A vet's queue: vet requests of farmers in their states (ADR 0061). */
    vet: page('/consultations/vet', 'Failed to load your requests') as (
      q?: MyConsultationsQuery,
    ) => Promise<Page<Consultation>>,
    /** The asker answers a follow-up question in the thread. */
    askerReply: (id: string, body: ReplyConsultationBody) =>
      detail('POST', `/consultations/${seg(id)}/reply`, 'Failed to send the reply')(body),
    /** The states the signed-in vet serves. */
    vetStates: async () =>
      (
        await http<Envelope<{ states: string[] }>>('GET', '/vet/states', {
          defaultMessage: 'Failed to load your states',
        })
      ).data.states,
    /** What an invitation link offers, before its sign-up form (404 when not usable). */
    invite: async (token: string) =>
      (
        await http<Envelope<InvitePreview>>('GET', `/auth/invites/${seg(token)}`, {
          defaultMessage: 'Failed to load the invitation',
        })
      ).data,
    /** The assignee (or an admin) answers; the asker is told. */
    reply: (id: string, body: AnswerConsultationBody) =>
      detail('POST', `/consultations/${seg(id)}/answer`, 'Failed to send the answer')(body),
    /** Its agent or vet hands it to another (`assigneeId`) or back to the queue (`null`). */
    reassign: (id: string, assigneeId: string | null) =>
      detail(
        'POST',
        `/consultations/${seg(id)}/reassign`,
        'Failed to hand the request on',
      )({ assigneeId }),
    /** Whom its agent or vet may hand the request on to (first 20 matches). */
    handover: async (id: string, search?: string) =>
      (
        await http<Envelope<StaffMember[]>>('GET', `/consultations/${seg(id)}/handover`, {
          query: { search },
          defaultMessage: 'Failed to load staff',
        })
      ).data,
    get: (id: string) => detail('GET', `/consultations/${seg(id)}`, 'Failed to load the request')(),
    /** The asker withdraws, or an admin closes (with an optional note for the asker). */
    close: (id: string, body: CloseConsultationBody = {}) =>
      detail('POST', `/consultations/${seg(id)}/close`, 'Failed to close the request')(body),
    /** The median time to a first answer over 30 days, and how many still wait (ADR 0061). */
    firstAnswer: async () =>
      (
        await http<Envelope<FirstAnswerFigures>>('GET', '/admin/consultations/first-answer', {
          defaultMessage: 'Failed to load the answer times',
        })
      ).data,
    adminList: page('/admin/consultations', 'Failed to load the requests') as (
      q?: AdminConsultationsQuery,
    ) => Promise<Page<Consultation>>,
    assign: (id: string, body: AssignConsultationBody) =>
      detail(
        'POST',
        `/admin/consultations/${seg(id)}/assign`,
        'Failed to assign the request',
      )(body),
    answer: (id: string, body: AnswerConsultationBody) =>
      detail('POST', `/admin/consultations/${seg(id)}/answer`, 'Failed to send the answer')(body),
    staff: async (search?: string) =>
      (
        await http<Envelope<StaffMember[]>>('GET', '/admin/staff', {
          query: { search },
          defaultMessage: 'Failed to load staff',
        })
      ).data,
  };
};
