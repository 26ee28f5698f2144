export type { StatCardProps, StatTrend, TrendKind } from './StatCard';
export { StatCard } from './StatCard';
