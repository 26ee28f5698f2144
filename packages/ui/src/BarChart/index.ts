export type { BarChartProps } from './BarChart';
export { BarChart } from './BarChart';
