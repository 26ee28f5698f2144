import * as styles from './chart.css';
import type { ChartDatum, Plot } from './scale';

/** x-axis labels, thinned out when they would collide on a narrow screen. */
export function XLabels({
  plot,
  data,
  x,
}: {
  plot: Plot;
  data: readonly ChartDatum[];
  x: (index: number) => number;
}) {
  const longest = Math.max(1, ...data.map((datum) => datum.label.length));
  const room = (plot.right - plot.left) / Math.max(1, data.length);
  const step = Math.max(1, Math.ceil((longest * 7 + 8) / room));
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG <g>/<text> is never focusable; the axis is decorative (points carry the data).
    <g aria-hidden="true">
      {data.map((datum, index) =>
        index % step === 0 ? (
          <text
            key={datum.label}
            className={styles.axisText}
            x={x(index)}
            y={plot.bottom + 18}
            textAnchor="middle"
          >
            {datum.label}
          </text>
        ) : null,
      )}
    </g>
  );
}
