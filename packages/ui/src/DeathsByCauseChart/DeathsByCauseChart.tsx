import { BarChart, type BarChartProps } from '../BarChart';
import * as styles from '../LayRateTrend/LayRateTrend.css';

/** Props of {@link DeathsByCauseChart}: a bar per cause, already translated. */
export interface DeathsByCauseChartProps extends BarChartProps {
  /** Shown instead of the chart when nothing died, e.g. "No deaths recorded." */
  emptyMessage: string;
}

/**
 * A batch's deaths by cause (disease, heat, predator, smothering, unknown, other, not given):
 * one bar per cause with its count, most first, with the chart's table; a sentence when none died.
 */
export function DeathsByCauseChart({ emptyMessage, ...chart }: DeathsByCauseChartProps) {
  const total = chart.data.reduce((sum, datum) => sum + datum.value, 0);
  if (total === 0) return <p className={styles.detail}>{emptyMessage}</p>;
  return <BarChart {...chart} />;
}
