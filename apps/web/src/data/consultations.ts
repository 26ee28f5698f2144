import type {
  AdminConsultationsQuery,
  CreateConsultationBody,
  MyConsultationsQuery,
} from '@kiwo/api-client';
import { consultationCalls } from '@kiwo/api-client';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { consultations: consultationCalls(http) };

/** Consultation reads (ADR 0015), keyed under `consultations`; every write refreshes them. */
export const useMyConsultations = (q: MyConsultationsQuery) =>
  useSWR(['consultations', 'mine', JSON.stringify(q)], () => api.consultations.mine(q), {
    keepPreviousData: true,
  });

/** The signed-in agent's queue: requests an admin assigned to them (ADR 0055). */
/** The signed-in agent's queue, or (`vet`) a vet's (ADR 0061). */
export const useStaffQueue = (queue: 'assigned' | 'vet', q: MyConsultationsQuery) =>
  useSWR(
    ['consultations', queue, JSON.stringify(q)],
    () => (queue === 'vet' ? api.consultations.vet(q) : api.consultations.assigned(q)),
    { keepPreviousData: true },
  );

export const useVetStates = () =>
  useSWR(['consultations', 'vet-states'], () => api.consultations.vetStates());

export const useInvite = (token: string | null) =>
  useSWR(token ? ['invite', token] : null, () => api.consultations.invite(token as string), {
    shouldRetryOnError: false,
  });

export const useConsultation = (id: string | null) =>
  useSWR(id ? ['consultations', 'one', id] : null, () => api.consultations.get(id as string));

export const useAdminConsultations = (q: AdminConsultationsQuery) =>
  useSWR(['consultations', 'admin', JSON.stringify(q)], () => api.consultations.adminList(q), {
    keepPreviousData: true,
  });

/** The median time to a first answer over 30 days (ADR 0061). */
export const useFirstAnswer = () =>
  useSWR(['consultations', 'first-answer'], () => api.consultations.firstAnswer());

/** Admins and agents matching a search, to assign a request to. */
export const useStaff = (search: string) =>
  useSWR(['consultations', 'staff', search], () => api.consultations.staff(search || undefined));

const useConsultationWrite = <Arg, Result>(name: string, run: (arg: Arg) => Promise<Result>) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['consultations-write', name],
    async (_key: unknown, { arg }: { arg: Arg }) => {
      const result = await run(arg);
      await mutate(
        (key) => Array.isArray(key) && (key[0] === 'consultations' || key[0] === 'admin'),
      );
      return result;
    },
  );
};

export const useAskConsultation = () =>
  useConsultationWrite('ask', (body: CreateConsultationBody) => api.consultations.create(body));

export const useCloseConsultation = () =>
  useConsultationWrite('close', (arg: { id: string; note?: string | undefined }) =>
    api.consultations.close(arg.id, arg.note ? { note: arg.note } : {}),
  );

export const useAssignConsultation = () =>
  useConsultationWrite('assign', (arg: { id: string; assigneeId: string }) =>
    api.consultations.assign(arg.id, { assigneeId: arg.assigneeId }),
  );

/**
 * Its agent or vet hands a request to someone else, or (`null`) back to the queue. `onSent` runs
 * once the server took it and before the lists are read again: the request is no longer the
 * reader's, so its dialog closes before a re-read of it answers 404.
 */
export const useReassignConsultation = () =>
  useConsultationWrite(
    'reassign',
    async (arg: { id: string; assigneeId: string | null; onSent: () => void }) => {
      const result = await api.consultations.reassign(arg.id, arg.assigneeId);
      arg.onSent();
      return result;
    },
  );

/** Agents and vets the assignee may hand request `id` on to. */
export const useHandoverStaff = (id: string, search: string) =>
  useSWR(['consultations', 'handover', id, search], () =>
    api.consultations.handover(id, search || undefined),
  );

export const useReplyConsultation = () =>
  useConsultationWrite('reply', (arg: { id: string; message: string }) =>
    api.consultations.askerReply(arg.id, { message: arg.message }),
  );

export const useAnswerConsultation = () =>
  useConsultationWrite('answer', (arg: { id: string; answer: string }) =>
    api.consultations.reply(arg.id, { answer: arg.answer }),
  );
