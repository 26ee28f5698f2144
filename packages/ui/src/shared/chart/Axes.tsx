import * as styles from './chart.css';
import { type Plot, ticks } from './scale';

/** Horizontal gridlines with their values: decorative, the points carry the data. */
export function YGrid({ plot, format }: { plot: Plot; format: (value: number) => string }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG <g>/<text> is never focusable; the axis is decorative (points carry the data).
    <g aria-hidden="true">
      {ticks(plot.max).map((tick) => (
        <g key={tick}>
          <line
            className={styles.grid}
            x1={plot.left}
            x2={plot.right}
            y1={plot.y(tick)}
            y2={plot.y(tick)}
          />
          <text
            className={styles.axisText}
            x={plot.left - 6}
            y={plot.y(tick)}
            dy="0.32em"
            textAnchor="end"
          >
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Width reserved for the y labels: the longest formatted tick at ~7 px a character. */
export function yLabelWidth(max: number, format: (value: number) => string): number {
  return Math.max(...ticks(max).map((tick) => format(tick).length)) * 7;
}
