import { type ReactNode, useId, useRef, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { button } from '../../Button/Button.css';
import { TableIcon } from '../../Icon';
import * as styles from './chart.css';
import type { ChartDatum } from './scale';
import { useWidth } from './useWidth';

/** Props shared by `LineChart` and `BarChart`. */
export interface ChartProps {
  /** Heading of the chart, e.g. "Eggs collected this week". Names the figure. */
  title: string;
  /**
   * A sentence saying what the chart shows, e.g. "Eggs rose from 120 on Monday to 150 on
   * Sunday." Shown under the title and read as the chart's description.
   */
  summary: string;
  /** The points, in x order (e.g. Mon to Sun). Values are 0 or more. */
  data: readonly ChartDatum[];
  /**
   * Formats values for the axis, the point labels ("Mon: 12") and the table, e.g. a naira or
   * kg formatter from `@kiwo/i18n`.
   * @default String
   */
  formatValue?: (value: number) => string;
  /** Label of the toggle that shows the data as a table, e.g. "Show as table". */
  tableToggleLabel: string;
  /** Header of the table's label column, e.g. "Day". */
  labelHeader: string;
  /** Header of the table's value column, e.g. "Eggs". */
  valueHeader: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** What the frame hands to the chart body. */
export interface ChartBodyProps {
  width: number;
  format: (value: number) => string;
  /** Ids for the drawing's `aria-labelledby` (title) and `aria-describedby` (summary). */
  titleId: string;
  summaryId: string;
}

interface FrameProps extends ChartProps {
  children: (body: ChartBodyProps) => ReactNode;
}

/** Title, summary, the "show as table" toggle and either the drawing or the data table. */
export function ChartFrame({
  title,
  summary,
  data,
  formatValue = String,
  tableToggleLabel,
  labelHeader,
  valueHeader,
  headingLevel = 3,
  children,
}: FrameProps) {
  const id = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const width = useWidth(canvasRef);
  const [showTable, setShowTable] = useState(false);
  const Heading = `h${headingLevel}` as const;

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        <ToggleButton
          isSelected={showTable}
          onChange={setShowTable}
          className={button({ variant: 'ghost', size: 'sm' })}
        >
          <TableIcon />
          {tableToggleLabel}
        </ToggleButton>
      </div>
      <p id={`${id}-summary`} className={styles.summary}>
        {summary}
      </p>
      <div ref={canvasRef} className={styles.canvas}>
        {showTable ? (
          <table className={styles.table}>
            <caption className={styles.summary} style={{ textAlign: 'start' }}>
              {title}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {labelHeader}
                </th>
                <th scope="col" className={styles.th} style={{ textAlign: 'end' }}>
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label}>
                  <th scope="row" className={styles.td} style={{ textAlign: 'start' }}>
                    {datum.label}
                  </th>
                  <td className={styles.td} data-numeric="">
                    {formatValue(datum.value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          children({
            width,
            format: formatValue,
            titleId: `${id}-title`,
            summaryId: `${id}-summary`,
          })
        )}
      </div>
    </figure>
  );
}
