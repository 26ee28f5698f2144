import type { AnalyticsDays } from '@kiwo/api-client';
import { farmCalls } from '@kiwo/api-client';
import useSWR from 'swr';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { farm: farmCalls(http) };

/**
 * Farm reads as SWR hooks keyed by farmer. The writes that refresh them are in farmWrites.ts,
 * loaded with the screens that write: the dashboard only reads (docs/BENCHMARKS.md, "Route
 * JavaScript within budget again").
 */
export const farmKey = (farmerId: string, ...rest: (string | number | undefined)[]) =>
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

/** A section's count corrections and moves, newest first (ADR 0045). */
export const useSectionChanges = (farmerId: string, sectionId: string) =>
  useSWR(farmKey(farmerId, 'section-changes', sectionId), () => api.farm.sectionChanges(sectionId));

/** Every section of the farmer's active batches, for the record form's section picker. */
export const useActiveSections = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'active-sections'), async () => {
    const batches = await api.farm.batches(farmerId, 'Active');
    const details = await Promise.all(batches.map((batch) => api.farm.batch(batch.id)));
    return details.flatMap((batch) =>
      batch.sections.map((section) => ({ ...section, batchName: batch.name })),
    );
  });

/** The farm's deleted pens, batches and sections and their restores (ADR 0045 addendum). */
export const useDeletions = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'deletions'), () => api.farm.deletions(farmerId));

/** A section's health calendar by its animals' age today (ADR 0056). */
export const useSectionHealth = (farmerId: string, sectionId: string) =>
  useSWR(farmKey(farmerId, 'health', sectionId), () => api.farm.sectionHealth(sectionId));

/** Eggs, lay rate, milk, weights and deaths by cause (ADR 0059). */
export const useSectionProduction = (farmerId: string, sectionId: string) =>
  useSWR(farmKey(farmerId, 'production', 'section', sectionId), () =>
    api.farm.sectionProduction(sectionId),
  );
export const useBatchProduction = (farmerId: string, batchId: string) =>
  useSWR(farmKey(farmerId, 'production', 'batch', batchId), () =>
    api.farm.batchProduction(batchId),
  );
export const useFarmProduction = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'production', 'farm'), () => api.farm.farmProduction(farmerId));
/** Feed and medicine bought, feed on hand and days left (ADR 0063). */
export const useStock = (farmerId: string) =>
  useSWR(farmKey(farmerId, 'stock'), () => api.farm.stock(farmerId));

/** A purchase's corrections and void, oldest first. */
export const usePurchaseHistory = (farmerId: string, purchaseId: string | null) =>
  useSWR(purchaseId ? farmKey(farmerId, 'purchase-history', purchaseId) : null, () =>
    api.farm.purchaseHistory(purchaseId as string),
  );

/** A batch's profit and loss. */
export const useBatchReport = (farmerId: string, batchId: string) =>
  useSWR(farmKey(farmerId, 'batch-report', batchId), () => api.farm.batchReport(batchId));

/** The batch report's read-only links. */
export const useReportLinks = (farmerId: string, batchId: string) =>
  useSWR(farmKey(farmerId, 'report-links', batchId), () => api.farm.reportLinks(batchId));

/** A report shared by its farmer, read without an account. */
export const useSharedReport = (token: string) =>
  useSWR(token ? ['shared-report', token] : null, () => api.farm.sharedReport(token));
