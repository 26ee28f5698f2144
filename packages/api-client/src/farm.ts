import type { Http } from './http';
import type {
  Analytics,
  AnalyticsDays,
  BatchDetail,
  BatchSummary,
  CompleteBatchBody,
  CreateBatchBody,
  CreatePenBody,
  CreateSectionBody,
  DailyRecord,
  DailyRecordBody,
  DailyRecordDetail,
  Dashboard,
  Pen,
  RecordPage,
  Section,
  UpdateBatchBody,
  UpdatePenBody,
  UpdateSectionBody,
} from './schemas/farm';
import type { MarkGivenBody, SectionHealth } from './schemas/health';
import type { Production, RecordHistory } from './schemas/records';
import type {
  CountCorrectionBody,
  Deletion,
  MoveAnimalsBody,
  SectionChanges,
  SectionMove,
} from './schemas/setup';
import type {
  BatchReport,
  PurchaseBody,
  PurchaseCorrectionBody,
  PurchaseRevision,
  ReportLink,
  ReportLinkBody,
  StockSummary,
} from './schemas/stock';

type Envelope<T> = { success: boolean; message: string; data: T };

const seg = encodeURIComponent;

/** `from`/`to` are calendar days `YYYY-MM-DD` (inclusive). */
export interface DayRange {
  from?: string;
  to?: string;
}

export interface RecordListQuery extends DayRange {
  /** 1-366, default 30. */
  limit?: number;
  /** `nextCursor` from the previous page. */
  cursor?: string;
}

/**
 * The CSV exports are files, not JSON: fetch these paths (relative to the main base, with the
 * bearer token) and save the body. An empty dataset answers 404 `{ error: 'No data to export' }`.
 */
export const farmCsvPaths = {
  section: (sectionId: string, range: DayRange = {}) =>
    withQuery(`/sections/${seg(sectionId)}/records.csv`, { ...range }),
  farmer: (farmerId: string, range: DayRange = {}) =>
    withQuery(`/farmers/${seg(farmerId)}/records.csv`, { ...range }),
};

function withQuery(path: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** How a queued (offline) record write is sent again safely (ADR 0012). */
export interface RecordWriteOptions {
  /** The same key on every attempt of one write: the server stores it once. */
  idempotencyKey?: string;
  /**
   * The record the writer edited: its `updatedAt`, or `null` when they saw no record for that
   * day. If the record changed since, the call fails with a 412 ApiError whose `details` are
   * `{ current }` (the record as it is now, or null). Omitted: the write replaces the day.
   */
  seen?: string | null;
  /**
   * `offline` when the outbox sends a save later, `web` (the default) for the form's own send:
   * the record's history says which (ADR 0026).
   */
  channel?: 'web' | 'offline';
}

const recordWriteHeaders = ({ idempotencyKey, seen, channel }: RecordWriteOptions) => ({
  ...(channel === 'offline' ? { 'x-record-channel': 'offline' } : {}),
  ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  ...(seen === null ? { 'if-none-match': '*' } : {}),
  ...(typeof seen === 'string' ? { 'if-match': `"${seen}"` } : {}),
});

/** How a setup change (correction, move) was sent: `offline` when the outbox sends it later. */
export interface SetupWriteOptions {
  channel?: 'web' | 'offline';
}
const setupWriteHeaders = ({ channel }: SetupWriteOptions): Record<string, string> =>
  channel === 'offline' ? { 'x-record-channel': 'offline' } : {};
/** A write the outbox replays: its entry's key goes as the Idempotency-Key on every attempt. */
type KeyedWriteOptions = SetupWriteOptions & { idempotencyKey?: string };
const keyedWriteHeaders = (options: KeyedWriteOptions): Record<string, string> => ({
  ...setupWriteHeaders(options),
  ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
});

/** Farm records (ADR 0004): pens, batches, sections, daily records, dashboard and analytics. */
export const farmCalls = (http: Http) => {
  const data = async <T>(call: Promise<Envelope<T>>): Promise<T> => (await call).data;
  const get = <T>(path: string, defaultMessage: string, query?: RequestQuery) =>
    data(http<Envelope<T>>('GET', path, { defaultMessage, ...(query ? { query } : {}) }));
  const send = <T>(method: string, path: string, body: unknown, defaultMessage: string) =>
    data(http<Envelope<T>>(method, path, { body, defaultMessage }));

  return {
    // ---- pens (spec §7) ----
    /** Spec §7 `GET /pen/farmer/{farmerId}`: the first item is the farmer's main pen. */
    pens: (farmerId: string) => get<Pen[]>(`/pen/farmer/${seg(farmerId)}`, 'Failed to load pens'),
    createPen: (farmerId: string, body: CreatePenBody) =>
      send<Pen>('POST', `/pen/farmer/${seg(farmerId)}`, body, 'Failed to create pen'),
    updatePen: (penId: string, body: UpdatePenBody) =>
      send<Pen>('PATCH', `/pens/${seg(penId)}`, body, 'Failed to update pen'),
    /**
     * Deletes a pen, batch or section that holds no records (409 when it has some: complete it
     * instead); the answer's `id` restores it within a day (ADR 0045 addendum).
     */
    deleteItem: (kind: 'pen' | 'batch' | 'section', id: string, options: SetupWriteOptions = {}) =>
      data(
        http<Envelope<Deletion>>('DELETE', `/${kind}s/${seg(id)}`, {
          defaultMessage: `Failed to delete ${kind}`,
          headers: setupWriteHeaders(options),
        }),
      ),
    /** Undo of `deleteItem`: 409 when already restored, too late, or its pen/batch is gone. */
    restoreDeleted: (deletionId: string, options: SetupWriteOptions = {}) =>
      data(
        http<Envelope<Deletion>>('POST', `/deletions/${seg(deletionId)}/restore`, {
          defaultMessage: 'Failed to undo',
          headers: setupWriteHeaders(options),
        }),
      ),
    /** The farm's deletes and restores, newest first. */
    deletions: (farmerId: string) =>
      get<{ deletions: Deletion[] }>(
        `/farmers/${seg(farmerId)}/deletions`,
        'Failed to load deleted items',
      ),

    // ---- batches ----
    batches: (farmerId: string, status?: 'Active' | 'Completed') =>
      get<BatchSummary[]>(
        `/farmers/${seg(farmerId)}/batches`,
        'Failed to load batches',
        status ? { status } : undefined,
      ),
    createBatch: (penId: string, body: CreateBatchBody) =>
      send<BatchSummary>('POST', `/pens/${seg(penId)}/batches`, body, 'Failed to create batch'),
    batch: (batchId: string) =>
      get<BatchDetail>(`/batches/${seg(batchId)}`, 'Failed to load batch'),
    updateBatch: (batchId: string, body: UpdateBatchBody) =>
      send<BatchSummary>('PATCH', `/batches/${seg(batchId)}`, body, 'Failed to update batch'),
    /** 409 when already completed. */
    completeBatch: (batchId: string, body: CompleteBatchBody) =>
      send<BatchSummary>(
        'POST',
        `/batches/${seg(batchId)}/complete`,
        body,
        'Failed to complete batch',
      ),

    /** 409 when the batch is active. */
    reopenBatch: (batchId: string) =>
      send<BatchSummary>('POST', `/batches/${seg(batchId)}/reopen`, {}, 'Failed to reopen batch'),

    // ---- sections ----
    createSection: (batchId: string, body: CreateSectionBody) =>
      send<Section>('POST', `/batches/${seg(batchId)}/sections`, body, 'Failed to add section'),
    section: (sectionId: string) =>
      get<Section>(`/sections/${seg(sectionId)}`, 'Failed to load section'),
    updateSection: (sectionId: string, body: UpdateSectionBody) =>
      send<Section>('PATCH', `/sections/${seg(sectionId)}`, body, 'Failed to update section'),
    /**
     * "The 150 were really 148": `from` is the count the farmer saw; if it moved since, a 409
     * ApiError whose `details` are `{ current }` (the section now). Kept as a section change.
     */
    correctCount: (sectionId: string, body: CountCorrectionBody, options: SetupWriteOptions = {}) =>
      data(
        http<Envelope<Section>>('POST', `/sections/${seg(sectionId)}/count-corrections`, {
          body,
          defaultMessage: 'Failed to correct the count',
          headers: setupWriteHeaders(options),
        }),
      ),
    /** Animals into another section of the same farm; 400 when more than are alive. */
    moveAnimals: (sectionId: string, body: MoveAnimalsBody, options: SetupWriteOptions = {}) =>
      data(
        http<Envelope<SectionMove>>('POST', `/sections/${seg(sectionId)}/moves`, {
          body,
          defaultMessage: 'Failed to move animals',
          headers: setupWriteHeaders(options),
        }),
      ),
    /** A section's count corrections and moves, newest first. */
    sectionChanges: (sectionId: string) =>
      get<SectionChanges>(`/sections/${seg(sectionId)}/changes`, 'Failed to load changes'),

    // ---- health calendar (ADR 0056) ----
    /** The section's schedule by its animals' age today: overdue, due, coming up, given. */
    sectionHealth: (sectionId: string) =>
      get<SectionHealth>(`/sections/${seg(sectionId)}/health`, 'Failed to load health calendar'),
    /**
     * Marks an item given; the day's record gets it in its vaccination field. The outbox sends
     * its entry's key as `idempotencyKey`: a replay gives (and draws stock down) once.
     */
    markGiven: (sectionId: string, body: MarkGivenBody, options: KeyedWriteOptions = {}) =>
      data(
        http<Envelope<SectionHealth>>('POST', `/sections/${seg(sectionId)}/health`, {
          body,
          defaultMessage: 'Failed to save vaccination',
          headers: keyedWriteHeaders(options),
        }),
      ),

    // ---- stock and batch profit (ADR 0063) ----
    /** Feed, medicine and animals bought; feed on hand and days left at the current rate. */
    stock: (farmerId: string) =>
      get<StockSummary>(`/farmers/${seg(farmerId)}/stock`, 'Failed to load stock'),
    /** Records a purchase; `options.channel` is `offline` when the outbox sends it later. */
    addPurchase: (farmerId: string, body: PurchaseBody, options: KeyedWriteOptions = {}) =>
      data(
        http<Envelope<StockSummary>>('POST', `/farmers/${seg(farmerId)}/stock/purchases`, {
          body,
          defaultMessage: 'Failed to save purchase',
          headers: keyedWriteHeaders(options),
        }),
      ),
    /** Corrects a purchase the writer saw at `body.version`; changed meanwhile: a 409 ApiError. */
    correctPurchase: (
      purchaseId: string,
      body: PurchaseCorrectionBody,
      options: SetupWriteOptions = {},
    ) =>
      data(
        http<Envelope<StockSummary>>('PATCH', `/stock/purchases/${seg(purchaseId)}`, {
          body,
          defaultMessage: 'Failed to correct purchase',
          headers: setupWriteHeaders(options),
        }),
      ),
    /** Voids a wrong purchase seen at `version`: it stops counting (history kept). */
    voidPurchase: (purchaseId: string, version: number, options: SetupWriteOptions = {}) =>
      data(
        http<Envelope<StockSummary>>('POST', `/stock/purchases/${seg(purchaseId)}/void`, {
          body: { version },
          defaultMessage: 'Failed to void purchase',
          headers: setupWriteHeaders(options),
        }),
      ),
    purchaseHistory: (purchaseId: string) =>
      get<PurchaseRevision[]>(
        `/stock/purchases/${seg(purchaseId)}/history`,
        'Failed to load history',
      ),
    /** The batch's costs against its sales, per animal and per kg of live weight. */
    batchReport: (batchId: string) =>
      get<BatchReport>(`/batches/${seg(batchId)}/report`, 'Failed to load batch report'),
    reportLinks: (batchId: string) =>
      get<ReportLink[]>(`/batches/${seg(batchId)}/report-links`, 'Failed to load links'),
    /** A read-only link to the batch's report; the token is in the answer only. */
    createReportLink: (batchId: string, body: ReportLinkBody) =>
      send<ReportLink & { token: string }>(
        'POST',
        `/batches/${seg(batchId)}/report-links`,
        body,
        'Failed to create link',
      ),
    revokeReportLink: (linkId: string) =>
      send<ReportLink>('DELETE', `/report-links/${seg(linkId)}`, undefined, 'Failed to stop link'),
    /** A shared report, read without an account. */
    sharedReport: (token: string) =>
      get<BatchReport>(
        `/shared/batch-reports/${seg(token)}`,
        'This link has expired or was stopped',
      ),

    // ---- daily records ----
    /**
     * Saves the day's record of a section (`date` = `YYYY-MM-DD`); a second save of the same day
     * replaces it. `options` make a queued write safe to send again (idempotency, conflicts).
     */
    saveRecord: (
      sectionId: string,
      date: string,
      body: DailyRecordBody,
      options: RecordWriteOptions = {},
    ) =>
      data(
        http<Envelope<DailyRecord>>('PUT', `/sections/${seg(sectionId)}/records/${seg(date)}`, {
          body,
          defaultMessage: 'Failed to save record',
          headers: recordWriteHeaders(options),
        }),
      ),
    records: (sectionId: string, query: RecordListQuery = {}) =>
      get<RecordPage>(`/sections/${seg(sectionId)}/records`, 'Failed to load records', {
        ...query,
      }),
    record: (recordId: string) =>
      get<DailyRecordDetail>(`/records/${seg(recordId)}`, 'Failed to load record'),
    /** Every change of a record, oldest first: who, role, channel, when, before and after. */
    recordHistory: (recordId: string) =>
      get<RecordHistory>(`/records/${seg(recordId)}/history`, 'Failed to load record history'),
    deleteRecord: (recordId: string) =>
      send<{ id: string }>(
        'DELETE',
        `/records/${seg(recordId)}`,
        undefined,
        'Failed to delete record',
      ),

    // ---- production (ADR 0059): the last 30 days ----
    sectionProduction: (sectionId: string) =>
      get<Production>(`/sections/${seg(sectionId)}/production`, 'Failed to load production'),
    batchProduction: (batchId: string) =>
      get<Production>(`/batches/${seg(batchId)}/production`, 'Failed to load production'),
    farmProduction: (farmerId: string) =>
      get<Production>(`/farmers/${seg(farmerId)}/production`, 'Failed to load production'),

    // ---- figures ----
    dashboard: (farmerId: string) =>
      get<Dashboard>(`/farmers/${seg(farmerId)}/dashboard`, 'Failed to load dashboard'),
    analytics: (farmerId: string, days: AnalyticsDays = 30) =>
      get<Analytics>(`/farmers/${seg(farmerId)}/analytics`, 'Failed to load analytics', { days }),
  };
};

type RequestQuery = Record<string, string | number | boolean | undefined>;
