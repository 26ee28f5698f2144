import { type CsvColumn, toCsv } from '@kiwo/domain';
import { loadLocale, localeFromUserLanguage, type Translator, translator } from '@kiwo/i18n';

/** Lets Excel read UTF-8 ("Ọ̀", "ɗ", "°C") instead of guessing a Windows code page. */
export const CSV_BOM = '\uFEFF';

/**
 * The whole dictionary in the reader's language (a profile's `language`, English when unknown):
 * a CSV file's headers and cells are read by one person, in theirs. Wrapped in an object: a
 * translator answers every property, `then` included, so a promise of one never settles.
 */
export async function csvReaderText(language: unknown): Promise<{ t: Translator }> {
  const locale = localeFromUserLanguage(language) ?? 'en';
  await loadLocale(locale);
  return { t: translator(locale) };
}

/**
 * A CSV file a page of rows at a time, for streaming any number of rows in constant memory: the
 * BOM and the header with the first page, the later pages without it. Domain `toCsv` quotes
 * (spec §9) and neutralises cells a spreadsheet would run as a formula. `next` is called after a
 * full page (`pageSize` rows) and returns the following one.
 */
export async function* csvPages<Source, Row>(options: {
  first: readonly Source[];
  pageSize: number;
  next: (page: readonly Source[]) => Promise<readonly Source[]>;
  row: (source: Source) => Row;
  columns: readonly CsvColumn<Row>[];
}): AsyncGenerator<string> {
  let page = options.first;
  let header = true;
  while (page.length > 0) {
    const csv = toCsv(page.map(options.row), options.columns) ?? '';
    yield header ? `${CSV_BOM}${csv}` : `\n${csv.slice(csv.indexOf('\n') + 1)}`;
    header = false;
    if (page.length < options.pageSize) return;
    page = await options.next(page);
  }
}
