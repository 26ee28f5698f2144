/** Spec §5: what is logged, instead of producing a file, when there is nothing to export. */
export const NO_DATA_TO_EXPORT = 'No data to export';

type CsvCell = string | number | boolean | null | undefined;

/** One CSV column: a stable key (for translating the header), a header and a cell getter. */
export interface CsvColumn<Row> {
  readonly key: string;
  readonly header: string;
  readonly value: (row: Row) => CsvCell;
}

export interface CsvOptions {
  /**
   * Prefix text cells that start with `=`, `+`, `-`, `@`, tab or CR with `'` so a spreadsheet
   * shows them instead of running them as formulas (OWASP "CSV injection"): listing titles and
   * notes are typed by other users. Numbers, and text made only of digits, spaces and
   * `+-.,()` (a phone number such as "+234 803 …", a negative amount), are never prefixed: they
   * cannot call a function.
   * @default true
   */
  readonly guardFormulas?: boolean;
}

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC_TEXT = /^[\d\s.,()+-]*$/;

/** Spec §9: quote a value containing a comma, quote or line break, doubling inner quotes. */
export const escapeCsvValue = (value: string): string =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const cellText = (cell: CsvCell, guardFormulas: boolean): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return guardFormulas && FORMULA_START.test(cell) && !NUMERIC_TEXT.test(cell) ? `'${cell}` : cell;
};

/**
 * Spec §5/§9 CSV: a header row, then one comma-separated line per row, joined with "\n".
 * Returns null for an empty dataset: the caller then logs {@link NO_DATA_TO_EXPORT} and makes
 * no file.
 */
export const toCsv = <Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  options: CsvOptions = {},
): string | null => {
  if (rows.length === 0 || columns.length === 0) return null;
  const guard = options.guardFormulas ?? true;
  const line = (cells: readonly string[]) => cells.map(escapeCsvValue).join(',');
  return [
    line(columns.map((c) => c.header)),
    ...rows.map((row) => line(columns.map((c) => cellText(c.value(row), guard)))),
  ].join('\n');
};

/** Characters no common file system accepts in a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped
const UNSAFE_FILE_CHARS = /[\u0000-\u001f<>:"/\\|?*]/g;

/**
 * Spec §9: the caller supplies the file name and it gets a `.csv` extension (kept, not doubled,
 * when already present in any case). Path separators and other unsafe characters become "-";
 * a blank name becomes "export.csv".
 */
export const csvFileName = (name: string): string => {
  const safe = name.replace(UNSAFE_FILE_CHARS, '-').trim();
  const base = safe === '' ? 'export' : safe;
  return /\.csv$/i.test(base) ? base : `${base}.csv`;
};
