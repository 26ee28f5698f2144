import { LineChart } from '@kiwo/ui';
import { formatDayMonth } from '../../stores/dates';
import { useConsoleI18n } from '../../stores/locale';

// Spec §1: a short day and month fits under a chart, the month in the reader's language.
export const shortDay = (day: string) => formatDayMonth(day);

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
