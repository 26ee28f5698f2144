import { Alert } from '../Alert';
import { LineChart, type LineChartProps } from '../LineChart';
import * as styles from './LayRateTrend.css';

/** Props of {@link LayRateTrend}: the chart's, and the latest figure. */
export interface LayRateTrendProps extends LineChartProps {
  /** The latest day's lay rate, formatted, e.g. "90%". Omitted when nothing is recorded. */
  current?: string;
  /** What the figure is made of, e.g. "900 eggs from 1,000 hens · 30 crates". */
  detail?: string;
  /** A fall to act on, e.g. "Lay rate fell from 90% to 75%": shown first, as a warning. */
  warning?: string;
  /** Shown instead of the chart when no day has a rate, e.g. "No eggs recorded yet." */
  emptyMessage: string;
}

/**
 * A layer flock's lay rate (eggs ÷ hens, domain `layRate`): the latest figure with what it is
 * made of, a warning when it fell, and the rate by day as a line chart (with its table).
 */
export function LayRateTrend({
  current,
  detail,
  warning,
  emptyMessage,
  ...chart
}: LayRateTrendProps) {
  return (
    <div className={styles.trend}>
      {warning && <Alert variant="warning">{warning}</Alert>}
      {current && (
        <p className={styles.figure}>
          <span className={styles.value}>{current}</span>
          {detail && <span className={styles.detail}>{detail}</span>}
        </p>
      )}
      {chart.data.length > 0 ? (
        <LineChart {...chart} />
      ) : (
        <p className={styles.detail}>{emptyMessage}</p>
      )}
    </div>
  );
}
