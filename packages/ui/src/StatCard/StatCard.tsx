import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowRightIcon, ArrowUpIcon, SparkleIcon } from '../Icon';
import * as styles from './StatCard.css';

/** Direction of a 30-day trend (spec §9): `new` when the prior value was 0, `flat` under 1%. */
export type TrendKind = 'new' | 'flat' | 'up' | 'down';

/** A trend next to a figure. */
export interface StatTrend {
  kind: TrendKind;
  /** The formatted text, e.g. "New", "±0%", "+12.5%" (from `@kiwo/domain` + i18n). */
  label: string;
  /**
   * Whether the change is good news: rising revenue is good, rising mortality is not (the
   * spec inverts the mortality sign). Sets the colour; the arrow and text carry it too.
   */
  isGood: boolean;
}

/** Props of {@link StatCard}. */
export interface StatCardProps {
  /** What is measured, e.g. "Total animals". */
  label: string;
  /** The formatted figure, e.g. "1,250" or "₦45,000". */
  value: string;
  /** Change against the prior 30 days. */
  trend?: StatTrend;
  /** A decorative icon from this package's icon set. */
  icon?: ReactNode;
  /** A short note under the figure, e.g. "vs previous 30 days". */
  description?: string;
}

const trendIcons: Record<TrendKind, ReactNode> = {
  up: <ArrowUpIcon size="sm" />,
  down: <ArrowDownIcon size="sm" />,
  flat: <ArrowRightIcon size="sm" />,
  new: <SparkleIcon size="sm" />,
};

function tone(trend: StatTrend): 'good' | 'bad' | 'neutral' | 'new' {
  if (trend.kind === 'new') return 'new';
  if (trend.kind === 'flat') return 'neutral';
  return trend.isGood ? 'good' : 'bad';
}

/**
 * One dashboard figure: label, value and an optional trend shown with an arrow, its text and a
 * colour (never colour alone). A description list, so screen readers pair label and value.
 */
export function StatCard({ label, value, trend, icon, description }: StatCardProps) {
  return (
    <dl className={styles.card}>
      <dt className={styles.top}>
        <span className={styles.label}>{label}</span>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {trend && (
        <dd className={styles.trendRow}>
          <span
            className={styles.trend({ tone: tone(trend) })}
            data-kind={trend.kind}
            data-good={trend.isGood}
          >
            {trendIcons[trend.kind]}
            {trend.label}
          </span>
        </dd>
      )}
      {description && <dd className={`${styles.trendRow} ${styles.description}`}>{description}</dd>}
    </dl>
  );
}
