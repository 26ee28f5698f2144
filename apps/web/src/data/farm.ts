import type {
  AnalyticsDays,
  CompleteBatchBody,
  CreateBatchBody,
  CreatePenBody,
  CreateSectionBody,
} from '@kiwo/api-client';
import { farmCalls } from '@kiwo/api-client';
import { csvFileName, NO_DATA_TO_EXPORT } from '@kiwo/domain';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { currentToken } from '../stores/auth';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { farm: farmCalls(http) };

/**
 * Farm reads as SWR hooks keyed by farmer, and writes that refresh every farm read of that
 * farmer afterwards (counts, totals and trends all move when a record is saved).
 */
const farmKey = (farmerId: string, ...rest: (string | number | undefined)[]) =>
  farmerId ? ['farm', farmerId, ...rest] : null;

export const useDashboard = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'dashboard'), () => api.farm.dashboard(farmerId));

export const useAnalytics = (farmerId: string, days: AnalyticsDays) =>
  useSWR(farmKey(farmerId, 'analytics', days), () => api.farm.analytics(farmerId, days));

export const usePens = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'pens'), () => api.farm.pens(farmerId));

export const useBatches = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'batches'), () => api.farm.batches(farmerId));

export const useBatch = (farmerId: string, batchId: string) =>
  useSWR(farmKey(farmerId, 'batch', batchId), () => api.farm.batch(batchId));

export const useSection = (farmerId: string, sectionId: string) =>
  useSWR(farmKey(farmerId, 'section', sectionId), () => api.farm.section(sectionId));

export const useSectionRecords = (farmerId: string, sectionId: string | undefined, limit = 30) =>
  useSWR(sectionId ? farmKey(farmerId, 'records', sectionId, limit) : null, () =>
    api.farm.records(sectionId ?? '', { limit }),
  );

export const useRecord = (farmerId: string, recordId: string) =>
  useSWR(farmKey(farmerId, 'record', recordId), () => api.farm.record(recordId));

/** Who changed a record, through which channel, and what (ADR 0026). */
export const useRecordHistory = (farmerId: string, recordId: string) =>
  useSWR(farmKey(farmerId, 'record-history', recordId), () => api.farm.recordHistory(recordId));

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

/** Every section of the farmer's active batches, for the record form's section picker. */
export const useActiveSections = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'active-sections'), async () => {
    const batches = await api.farm.batches(farmerId, 'Active');
    const details = await Promise.all(batches.map((batch) => api.farm.batch(batch.id)));
    return details.flatMap((batch) =>
      batch.sections.map((section) => ({ ...section, batchName: batch.name })),
    );
  });

/**
 * Downloads a CSV export with the session token (a plain link could not send it). Spec §5: an
 * empty dataset makes no file and logs "No data to export"; the caller tells the user.
 */
export const downloadCsv = async (path: string, fileName: string): Promise<'saved' | 'empty'> => {
  const response = await fetch(`${import.meta.env.VITE_API_BASE ?? '/api'}${path}`, {
    headers: currentToken() ? { authorization: `Bearer ${currentToken()}` } : {},
  });
  if (response.status === 404) {
    console.warn(NO_DATA_TO_EXPORT);
    return 'empty';
  }
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: csvFileName(fileName),
  });
  link.click();
  URL.revokeObjectURL(url);
  return 'saved';
};
