import { useState } from 'react';
import { YGrid, yLabelWidth } from '../shared/chart/Axes';
import { type ChartBodyProps, ChartFrame, type ChartProps } from '../shared/chart/ChartFrame';
import * as styles from '../shared/chart/chart.css';
import { type ChartDatum, niceMax, plot } from '../shared/chart/scale';
import { useRovingFocus } from '../shared/chart/useRovingFocus';
import { XLabels } from '../shared/chart/XLabels';

/** Props of {@link LineChart}. */
export type LineChartProps = ChartProps;

const HEIGHT = 220;
const INSET = 14;

function LineBody({
  data,
  width,
  format,
  titleId,
  summaryId,
}: ChartBodyProps & { data: readonly ChartDatum[] }) {
  const max = niceMax(Math.max(0, ...data.map((datum) => datum.value)));
  const p = plot(width, HEIGHT, data, yLabelWidth(max, format));
  const span = p.right - p.left - 2 * INSET;
  const x = (index: number) =>
    data.length > 1 ? p.left + INSET + (span * index) / (data.length - 1) : (p.left + p.right) / 2;
  const roving = useRovingFocus(data.length);
  const [focused, setFocused] = useState<number | null>(null);
  const path = data.map((datum, index) => `${index ? 'L' : 'M'}${x(index)},${p.y(datum.value)}`);

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
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG path is never focusable; the points carry the data. */}
      <path className={styles.line} d={path.join('')} aria-hidden="true" />
      {data.map((datum, index) => {
        const item = roving(index);
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable chart point is a labelled image ("Mon: 12"), the pattern screen readers know from chart libraries.
          <circle
            key={datum.label}
            {...item}
            className={styles.point}
            cx={x(index)}
            cy={p.y(datum.value)}
            r={5}
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
          y={p.y(data[focused].value) - 12}
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
 * A small SVG line chart (no chart library): a text summary, points reachable with Tab then
 * the arrow keys (each named "Mon: 12"), and a toggle that shows the same data as a table.
 * Drawn at the container's real width, so it stays crisp on a 360 px phone.
 */
export function LineChart(props: LineChartProps) {
  return <ChartFrame {...props}>{(body) => <LineBody {...body} data={props.data} />}</ChartFrame>;
}
