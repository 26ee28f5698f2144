/**
 * Rounds half away from zero to `decimals` places (so -12.25 → -12.3, like 12.25 → 12.3), with a
 * relative nudge so values such as 1.005 that are stored just below the half still round up.
 * Never returns -0.
 */
export const roundTo = (value: number, decimals: number): number => {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const magnitude = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
};

/** One decimal place: the precision of every spec §9 percentage and ratio. */
export const round1 = (value: number): number => roundTo(value, 1);

/** A finite number, or 0: metrics treat missing or corrupt figures as zero rather than NaN. */
export const finiteOrZero = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
