import { useState } from 'react';
import { YGrid, yLabelWidth } from '../shared/chart/Axes';
import { type ChartBodyProps, ChartFrame, type ChartProps } from '../shared/chart/ChartFrame';
import * as styles from '../shared/chart/chart.css';
import { type ChartDatum, niceMax, plot } from '../shared/chart/scale';
import { useRovingFocus } from '../shared/chart/useRovingFocus';
import { XLabels } from '../shared/chart/XLabels';

/** Props of {@link BarChart}. */
export type BarChartProps = ChartProps;

const HEIGHT = 220;

function BarBody({
  data,
  width,
  format,
  titleId,
  summaryId,
}: ChartBodyProps & { data: readonly ChartDatum[] }) {
  const max = niceMax(Math.max(0, ...data.map((datum) => datum.value)));
  const p = plot(width, HEIGHT, data, yLabelWidth(max, format));
  const band = (p.right - p.left) / Math.max(1, data.length);
  const barWidth = Math.min(48, band * 0.6);
  const x = (index: number) => p.left + band * index + band / 2;
  const roving = useRovingFocus(data.length);
  const [focused, setFocused] = useState<number | null>(null);

  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by the chart heading through aria-labelledby.
    <svg
      className={styles.svg}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      width={width}
      height={HEIGHT}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <YGrid plot={p} format={format} />
      {data.map((datum, index) => {
        const item = roving(index);
        const top = p.y(datum.value);
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable chart point is a labelled image ("Mon: 12"), the pattern screen readers know from chart libraries.
          <rect
            key={datum.label}
            {...item}
            className={styles.bar}
            x={x(index) - barWidth / 2}
            y={top}
            width={barWidth}
            // A zero still shows a hairline, so the bar can be found and focused.
            height={Math.max(2, p.bottom - top)}
            rx={3}
            role="graphics-symbol"
            aria-label={`${datum.label}: ${format(datum.value)}`}
            onFocus={() => {
              item.onFocus();
              setFocused(index);
            }}
            onBlur={() => setFocused(null)}
          />
        );
      })}
      {focused !== null && data[focused] && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG <g>/<text> is never focusable; the axis is decorative (points carry the data).
        <text
          className={styles.valueText}
          x={x(focused)}
          y={p.y(data[focused].value) - 8}
          textAnchor="middle"
          aria-hidden="true"
        >
          {format(data[focused].value)}
        </text>
      )}
      <XLabels plot={p} data={data} x={x} />
    </svg>
  );
}

/**
 * A small SVG bar chart (no chart library): a text summary, bars reachable with Tab then the
 * arrow keys (each named "Mon: 12"), and a toggle that shows the same data as a table. Drawn
 * at the container's real width, so it stays crisp on a 360 px phone.
 */
export function BarChart(props: BarChartProps) {
  return <ChartFrame {...props}>{(body) => <BarBody {...body} data={props.data} />}</ChartFrame>;
}
