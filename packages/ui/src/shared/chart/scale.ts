/** One point of a chart: an x label (e.g. "Mon") and its value. */
export interface ChartDatum {
  /** Category label on the x axis, e.g. "Mon" (already translated). */
  label: string;
  value: number;
}

/** A "nice" upper bound (1, 2 or 5 × 10ⁿ) at or above `max`, so gridlines land on round values. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Evenly spaced gridline values from 0 to `top`. */
export function ticks(top: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (top * index) / count);
}

/** Plot geometry for a width, shared by the line and bar charts. */
export interface Plot {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  max: number;
  /** y pixel of a value. */
  y: (value: number) => number;
}

export function plot(
  width: number,
  height: number,
  data: readonly ChartDatum[],
  yLabelWidth: number,
): Plot {
  const max = niceMax(Math.max(0, ...data.map((datum) => datum.value)));
  const left = yLabelWidth + 8;
  const right = width - 8;
  const top = 12;
  const bottom = height - 28;
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    max,
    y: (value) => bottom - (Math.max(0, value) / max) * (bottom - top),
  };
}
