import { finiteOrZero, round1 } from '../round';

type TrendDirection = 'up' | 'down';

/**
 * A spec §9 trend. For a change, `kind` and `percent` carry the *displayed* sign; `direction` is
 * how the underlying figure actually moved; `isGood` is whether the change is an improvement.
 * Without `invert` all three agree (a rise is good). With `invert` (mortality) see {@link trend}.
 */
export type TrendResult =
  | { readonly kind: 'new' }
  | { readonly kind: 'flat' }
  | {
      readonly kind: TrendDirection;
      /** Signed, one decimal, never 0: positive for `up`, negative for `down`. */
      readonly percent: number;
      /** How the figure itself moved (not inverted). */
      readonly direction: TrendDirection;
      /** True when the change is an improvement; equals `kind === 'up'`. */
      readonly isGood: boolean;
    };

export interface TrendOptions {
  /**
   * For figures where a rise is bad (mortality): the displayed sign is inverted so that, on every
   * dashboard card, "+" means better and "-" means worse. `direction` still reports the real
   * movement, so the UI can draw an honest arrow next to the inverted label.
   * @default false
   */
  readonly invert?: boolean;
}

/** Spec §9: "±0%" when the change is under 1% (compared before rounding). */
const TREND_FLAT_THRESHOLD_PERCENT = 1;

/**
 * Spec §9 trend of `current` against `prior`:
 * - prior is 0 → `new` (even if current is also 0: there is nothing to compare against);
 * - |change| < 1% → `flat`;
 * - otherwise a signed change to one decimal, where change = (current − prior) / |prior| × 100.
 *   Dividing by |prior| keeps the sign meaning "went up" even for a negative prior (net figures).
 *
 * With `invert: true` (mortality): mortality 10 → 12 is a real rise of 20%, reported as
 * `{ kind: 'down', percent: -20, direction: 'up', isGood: false }` and labelled "-20.0%".
 * Missing or non-finite inputs count as 0.
 */
export const trend = (current: number, prior: number, options: TrendOptions = {}): TrendResult => {
  const now = finiteOrZero(current);
  const before = finiteOrZero(prior);
  if (before === 0) return { kind: 'new' };
  const change = ((now - before) / Math.abs(before)) * 100;
  if (Math.abs(change) < TREND_FLAT_THRESHOLD_PERCENT) return { kind: 'flat' };
  const direction: TrendDirection = change > 0 ? 'up' : 'down';
  const percent = round1(options.invert ? -change : change);
  const kind: TrendDirection = percent > 0 ? 'up' : 'down';
  return { kind, percent, direction, isGood: kind === 'up' };
};

/** Spec §9 labels: "New", "±0%", or the signed percentage to one decimal ("+12.5%", "-3.0%"). */
export const formatTrendLabel = (result: TrendResult): string => {
  switch (result.kind) {
    case 'new':
      return 'New';
    case 'flat':
      return '±0%';
    default:
      return `${result.percent > 0 ? '+' : '-'}${Math.abs(result.percent).toFixed(1)}%`;
  }
};
