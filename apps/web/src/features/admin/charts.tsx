import { LineChart } from '@kiwo/ui';
import { useConsoleI18n } from '../../stores/locale';

// Spec §1: dates in the en-NG locale; a short day and month fits under a chart.
const SHORT_DAY = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short' });
export const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T12:00:00`));

/** One admin series over time (days or weeks), with its total in the summary. */
export function TrendLine({
  title,
  points,
  format,
  from,
  to,
  bucket,
}: {
  title: string;
  points: readonly { date: string; value: number }[];
  format: (value: number) => string;
  from: string;
  to: string;
  bucket: 'day' | 'week';
}) {
  const { t } = useConsoleI18n();
  const a = t.admin;
  return (
    <LineChart
      title={title}
      summary={a.chartSummary({
        from: shortDay(from),
        to: shortDay(to),
        total: format(points.reduce((sum, p) => sum + p.value, 0)),
      })}
      data={points.map((p) => ({ label: shortDay(p.date), value: p.value }))}
      formatValue={format}
      tableToggleLabel={a.showAsTable()}
      labelHeader={bucket === 'week' ? a.colWeek() : a.colDay()}
      valueHeader={title}
      headingLevel={2}
    />
  );
}
