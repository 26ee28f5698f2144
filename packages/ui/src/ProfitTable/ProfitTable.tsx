import type { ReactNode } from 'react';
import * as styles from './ProfitTable.css';

/** One line of a profit and loss table. */
export interface ProfitRow {
  /** Stable key. */
  id: string;
  label: string;
  /** Shown under the label, e.g. "100 kg at ₦600 a kg". */
  note?: ReactNode;
  /** Already formatted ("₦60,000", "−₦5,000"): the app formats money in the reader's locale. */
  amount: string;
  /** `line`: an item; `total`: a sum; `result`: the bottom line. Default `line`. */
  kind?: 'line' | 'total' | 'result';
  /** Colours a result; the words ("Loss", the minus sign) must say it too. */
  tone?: 'plain' | 'loss' | 'gain';
}

/** Props of {@link ProfitTable}. */
export interface ProfitTableProps {
  caption: string;
  /** Column headings: [item, amount]. */
  headings: [string, string];
  rows: readonly ProfitRow[];
}

/**
 * A batch's costs against its sales as a real table (row headings, a caption), one column of
 * amounts aligned on the end; plain enough to print. Narrow screens keep two columns: the
 * labels wrap, the amounts do not.
 */
export function ProfitTable({ caption, headings, rows }: ProfitTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.colHead}>
            {headings[0]}
          </th>
          <th scope="col" className={styles.colHead}>
            {headings[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const kind = row.kind ?? 'line';
          return (
            <tr key={row.id} data-kind={kind}>
              <th scope="row" className={styles.label({ kind })}>
                {row.label}
                {row.note && <span className={styles.note}>{row.note}</span>}
              </th>
              <td className={styles.amount({ kind, tone: row.tone ?? 'plain' })}>{row.amount}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
