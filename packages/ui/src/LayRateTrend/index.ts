export type { LayRateTrendProps } from './LayRateTrend';
export { LayRateTrend } from './LayRateTrend';
