import { Readable } from 'node:stream';
import {
  type CsvColumn,
  DAILY_RECORD_EXPORT_COLUMNS,
  type DailyRecordExportInput,
  koboToNaira,
  NO_DATA_TO_EXPORT,
} from '@kiwo/domain';
import type { Translator } from '@kiwo/i18n';
import { and, asc, eq, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { dailyRecords, sections, users } from '../../db/schema';
import { csvPages, csvReaderText } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { attachment } from '../../lib/http';

/** Rows fetched per round trip while streaming (keyset pages: constant memory, any range). */
const EXPORT_CHUNK_ROWS = 500;

type Scope = { sectionId: string } | { farmerId: string };
interface Range {
  from?: string | undefined;
  to?: string | undefined;
}
interface Key {
  date: string;
  sectionId: string;
}

const exportColumns = {
  sectionId: dailyRecords.sectionId,
  date: dailyRecords.date,
  sectionName: sections.name,
  livestockType: sections.livestockType,
  subType: sections.subType,
  feedAmount: dailyRecords.feedAmount,
  feedType: dailyRecords.feedType,
  waterConsumption: dailyRecords.waterConsumption,
  healthStatus: dailyRecords.healthStatus,
  temperature: dailyRecords.temperature,
  weather: dailyRecords.weather,
  mortality: dailyRecords.mortality,
  newBirths: dailyRecords.newBirths,
  weight: dailyRecords.weight,
  culling: dailyRecords.culling,
  salesKobo: dailyRecords.salesKobo,
  expensesKobo: dailyRecords.expensesKobo,
  numberSold: dailyRecords.numberSold,
  notes: dailyRecords.notes,
  medicationGiven: dailyRecords.medicationGiven,
  vaccination: dailyRecords.vaccination,
  eggsCollected: dailyRecords.eggsCollected,
  eggsCracked: dailyRecords.eggsCracked,
  milkLitres: dailyRecords.milkLitres,
  mortalityCause: dailyRecords.mortalityCause,
  cullingReason: dailyRecords.cullingReason,
  enteredByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  enteredByRole: users.role,
  channel: dailyRecords.channel,
};

interface Attributed extends DailyRecordExportInput {
  readonly enteredBy: string;
  readonly channel: string;
  readonly eggsCollected: number | null;
  readonly eggsCracked: number | null;
  readonly milkLitres: number | null;
  readonly mortalityCause: string | null;
  readonly cullingReason: string | null;
}

/** Empty when not recorded: a section without layers has no egg count, not 0 eggs. */
const blankOr = (value: number | string | null) => (value === null ? '' : value);

/**
 * The spec's columns, the day's production, then who made the day's last change and through which channel (ADR 0026):
 * "Amina Bello (farmer)", "ussd". Empty for records from before attribution. Headers in the
 * reader's language (the spec's English ones in English); the cells are the data as stored.
 */
const recordColumns = (t: Translator): readonly CsvColumn<Attributed>[] => {
  const h = t.csv.records as unknown as Record<string, () => string>;
  const columns: CsvColumn<Attributed>[] = [
    ...DAILY_RECORD_EXPORT_COLUMNS,
    // Production (ADR 0059), after the spec's columns.
    { key: 'eggsCollected', header: '', value: (r) => blankOr(r.eggsCollected) },
    { key: 'eggsCracked', header: '', value: (r) => blankOr(r.eggsCracked) },
    { key: 'milkLitres', header: '', value: (r) => blankOr(r.milkLitres) },
    { key: 'mortalityCause', header: '', value: (r) => blankOr(r.mortalityCause) },
    { key: 'cullingReason', header: '', value: (r) => blankOr(r.cullingReason) },
    { key: 'enteredBy', header: '', value: (r) => r.enteredBy },
    { key: 'channel', header: '', value: (r) => r.channel },
  ];
  return columns.map((c) => ({ ...c, header: h[c.key]?.() ?? c.header }));
};

async function chunk(db: Database, scope: Scope, range: Range, after?: Key) {
  const owner: SQL =
    'sectionId' in scope
      ? eq(dailyRecords.sectionId, scope.sectionId)
      : eq(dailyRecords.farmerId, scope.farmerId);
  const next = after
    ? or(
        gt(dailyRecords.date, after.date),
        and(eq(dailyRecords.date, after.date), gt(dailyRecords.sectionId, after.sectionId)),
      )
    : undefined;
  return db
    .select(exportColumns)
    .from(dailyRecords)
    .innerJoin(sections, eq(sections.id, dailyRecords.sectionId))
    .leftJoin(users, eq(users.id, dailyRecords.enteredBy))
    .where(
      and(
        owner,
        range.from ? gte(dailyRecords.date, range.from) : undefined,
        range.to ? lte(dailyRecords.date, range.to) : undefined,
        next,
      ),
    )
    .orderBy(asc(dailyRecords.date), asc(dailyRecords.sectionId))
    .limit(EXPORT_CHUNK_ROWS);
}

type ExportRow = Awaited<ReturnType<typeof chunk>>[number];

const toExportInput = (r: ExportRow): Attributed => ({
  ...r,
  animalType: r.subType ? `${r.livestockType}/${r.subType}` : r.livestockType,
  salesNaira: koboToNaira(Number(r.salesKobo)),
  expenses: koboToNaira(Number(r.expensesKobo)),
  enteredBy: r.enteredByName ? `${r.enteredByName} (${r.enteredByRole})` : '',
  channel: r.channel ?? '',
});

/** The export's CSV pieces, a page at a time; undefined when there is nothing to export. */
async function csvPieces(db: Database, scope: Scope, range: Range, t: Translator) {
  const first = await chunk(db, scope, range);
  if (first.length === 0) return undefined;
  return csvPages({
    first,
    pageSize: EXPORT_CHUNK_ROWS,
    next: (page) => {
      const last = page.at(-1) as ExportRow;
      return chunk(db, scope, range, { date: last.date, sectionId: last.sectionId });
    },
    row: toExportInput,
    columns: recordColumns(t),
  });
}

/**
 * Streams the spec §3 export rows as CSV (domain `toCsv`, spec §9 quoting), oldest first, a
 * page at a time. An empty dataset is a 404 `No data to export` (spec §5) and no file.
 */
export async function sendRecordsCsv(
  reply: FastifyReply,
  db: Database,
  scope: Scope,
  range: Range,
  reader: { language: unknown; name: string },
) {
  const { t } = await csvReaderText(reader.language);
  const pieces = await csvPieces(db, scope, range, t);
  if (!pieces) throw new AppError(404, NO_DATA_TO_EXPORT);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(t.csv.records.fileName({ name: reader.name })))
    .header('cache-control', 'no-store')
    .send(Readable.from(pieces));
}

/**
 * The same export as one file's bytes (the WhatsApp bot sends it as a document), at most
 * `maxBytes`: undefined when there is nothing to export, `tooLarge` past the limit.
 */
export async function recordsCsvFile(
  db: Database,
  farmerId: string,
  language: unknown,
  maxBytes: number,
): Promise<Buffer | 'tooLarge' | undefined> {
  const pieces = await csvPieces(db, { farmerId }, {}, (await csvReaderText(language)).t);
  if (!pieces) return undefined;
  const parts: Buffer[] = [];
  let size = 0;
  for await (const piece of pieces) {
    const bytes = Buffer.from(piece, 'utf8');
    size += bytes.length;
    if (size > maxBytes) return 'tooLarge';
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}
