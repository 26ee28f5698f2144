import type {
  CompleteBatchBody,
  CountCorrectionBody,
  CreateBatchBody,
  CreatePenBody,
  CreateSectionBody,
  MoveAnimalsBody,
  ReportLinkBody,
} from '@kiwo/api-client';
import { farmCalls } from '@kiwo/api-client';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';
import { farmKey } from './farm';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { farm: farmCalls(http) };

/** A write that, once done, revalidates every cached read of this farmer's farm. */
const useFarmWrite = <Arg, Result>(
  farmerId: string,
  name: string,
  run: (arg: Arg) => Promise<Result>,
) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    farmKey(farmerId, 'write', name),
    async (_key: unknown, { arg }: { arg: Arg }) => {
      const result = await run(arg);
      await mutate(
        (key) =>
          Array.isArray(key) && key[0] === 'farm' && key[1] === farmerId && key[2] !== 'write',
      );
      return result;
    },
  );
};

export const useCreatePen = (farmerId: string) =>
  useFarmWrite(farmerId, 'pen', (body: CreatePenBody) => api.farm.createPen(farmerId, body));

export const useCreateBatch = (farmerId: string) =>
  useFarmWrite(farmerId, 'batch', ({ penId, ...body }: CreateBatchBody & { penId: string }) =>
    api.farm.createBatch(penId, body),
  );

export const useCreateSection = (farmerId: string) =>
  useFarmWrite(
    farmerId,
    'section',
    ({ batchId, ...body }: CreateSectionBody & { batchId: string }) =>
      api.farm.createSection(batchId, body),
  );

export const useCompleteBatch = (farmerId: string) =>
  useFarmWrite(
    farmerId,
    'complete',
    ({ batchId, ...body }: CompleteBatchBody & { batchId: string }) =>
      api.farm.completeBatch(batchId, body),
  );

export const useDeleteRecord = (farmerId: string) =>
  useFarmWrite(farmerId, 'delete-record', (recordId: string) => api.farm.deleteRecord(recordId));

export const useReopenBatch = (farmerId: string) =>
  useFarmWrite(farmerId, 'reopen', (batchId: string) => api.farm.reopenBatch(batchId));

export const useCorrectCount = (farmerId: string) =>
  useFarmWrite(
    farmerId,
    'correct-count',
    ({ sectionId, ...body }: CountCorrectionBody & { sectionId: string }) =>
      api.farm.correctCount(sectionId, body),
  );

export const useMoveAnimals = (farmerId: string) =>
  useFarmWrite(
    farmerId,
    'move',
    ({ sectionId, ...body }: MoveAnimalsBody & { sectionId: string }) =>
      api.farm.moveAnimals(sectionId, body),
  );

/** Renames a pen, a batch or a section. */
export const useRename = (farmerId: string) =>
  useFarmWrite(
    farmerId,
    'rename',
    async ({ kind, id, name }: { kind: 'pen' | 'batch' | 'section'; id: string; name: string }) => {
      if (kind === 'pen') await api.farm.updatePen(id, { name });
      else if (kind === 'batch') await api.farm.updateBatch(id, { name });
      else await api.farm.updateSection(id, { name });
    },
  );

/** Deletes a pen, batch or section without records; the answer's `id` is its Undo. */
export const useDeleteItem = (farmerId: string) =>
  useFarmWrite(
    farmerId,
    'delete',
    ({ kind, id }: { kind: 'pen' | 'batch' | 'section'; id: string }) =>
      api.farm.deleteItem(kind, id),
  );

/** Undo of a delete. */
export const useRestoreDeleted = (farmerId: string) =>
  useFarmWrite(farmerId, 'restore', (deletionId: string) => api.farm.restoreDeleted(deletionId));

/** A read-only link to a batch's report; the answer carries the token once. */
export const useCreateReportLink = (farmerId: string) =>
  useFarmWrite(
    farmerId,
    'report-link',
    ({ batchId, ...body }: ReportLinkBody & { batchId: string }) =>
      api.farm.createReportLink(batchId, body),
  );

export const useRevokeReportLink = (farmerId: string) =>
  useFarmWrite(farmerId, 'report-link-stop', (linkId: string) => api.farm.revokeReportLink(linkId));
