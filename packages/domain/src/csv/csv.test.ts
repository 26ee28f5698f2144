import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvFileName, escapeCsvValue, NO_DATA_TO_EXPORT, toCsv } from './csv';

interface Row {
  readonly name: string;
  readonly qty?: number;
}

const columns: readonly CsvColumn<Row>[] = [
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'qty', header: 'Qty', value: (r) => r.qty },
];

describe('escapeCsvValue (spec §9)', () => {
  it('leaves plain values alone', () => {
    expect(escapeCsvValue('Layers')).toBe('Layers');
    expect(escapeCsvValue('')).toBe('');
  });

  it('quotes values with a comma, a quote or a line break, doubling quotes', () => {
    expect(escapeCsvValue('Lagos, Ikeja')).toBe('"Lagos, Ikeja"');
    expect(escapeCsvValue('the "best" feed')).toBe('"the ""best"" feed"');
    expect(escapeCsvValue('line1\nline2')).toBe('"line1\nline2"');
    expect(escapeCsvValue('a\r\nb')).toBe('"a\r\nb"');
  });
});

describe('toCsv', () => {
  it('writes a header row then one line per row', () => {
    expect(
      toCsv(
        [
          { name: 'Broilers', qty: 120 },
          { name: 'Goats, Sokoto red', qty: 4 },
        ],
        columns,
      ),
    ).toBe('Name,Qty\nBroilers,120\n"Goats, Sokoto red",4');
  });

  it('returns null for an empty dataset so the caller logs the warning', () => {
    expect(toCsv([], columns)).toBeNull();
    expect(NO_DATA_TO_EXPORT).toBe('No data to export');
  });

  it('returns null with no columns', () => {
    expect(toCsv([{ name: 'a' }], [])).toBeNull();
  });

  it('writes missing and non-finite cells as empty and booleans as words', () => {
    const cols: CsvColumn<Row>[] = [
      { key: 'a', header: 'A', value: () => null },
      { key: 'b', header: 'B', value: () => undefined },
      { key: 'c', header: 'C', value: () => Number.NaN },
      { key: 'd', header: 'D', value: () => true },
      { key: 'e', header: 'E', value: () => -3.5 },
    ];
    expect(toCsv([{ name: 'x' }], cols)).toBe('A,B,C,D,E\n,,,true,-3.5');
  });

  it('escapes headers too', () => {
    const cols: CsvColumn<Row>[] = [{ key: 'p', header: 'Price, NGN', value: () => 1 }];
    expect(toCsv([{ name: 'x' }], cols)).toBe('"Price, NGN"\n1');
  });

  describe('formula guard', () => {
    const one: CsvColumn<Row>[] = [{ key: 'n', header: 'N', value: (r) => r.name }];
    const cell = (name: string, guardFormulas?: boolean) =>
      toCsv([{ name }], one, guardFormulas === undefined ? {} : { guardFormulas })?.split('\n')[1];

    it.each(['=HYPERLINK("http://x")', '+cmd|x', '-2+3+cmd|x', '@SUM(A1)', '\tx'])(
      'prefixes %j with a quote mark',
      (value) => {
        expect(cell(value)).toBe(escapeCsvValue(`'${value}`));
      },
    );

    it('leaves phone numbers, signed amounts and ordinary text alone', () => {
      expect(cell('+234 803 123 4567')).toBe('+234 803 123 4567');
      expect(cell('-250.00')).toBe('-250.00');
      expect(cell('Healthy')).toBe('Healthy');
    });

    it('can be switched off', () => {
      expect(cell('=1+1', false)).toBe('=1+1');
    });
  });
});

describe('csvFileName', () => {
  it('adds .csv', () => {
    expect(csvFileName('daily-records')).toBe('daily-records.csv');
  });

  it('keeps an existing .csv in any case', () => {
    expect(csvFileName('report.csv')).toBe('report.csv');
    expect(csvFileName('REPORT.CSV')).toBe('REPORT.CSV');
  });

  it('only treats a trailing .csv as the extension', () => {
    expect(csvFileName('data.csv.bak')).toBe('data.csv.bak.csv');
  });

  it('replaces unsafe characters and names blank files export.csv', () => {
    expect(csvFileName('../farm:records?')).toBe('..-farm-records-.csv');
    expect(csvFileName('   ')).toBe('export.csv');
  });
});
