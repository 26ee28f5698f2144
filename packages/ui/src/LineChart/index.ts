export type { ChartDatum } from '../shared/chart/scale';
export type { LineChartProps } from './LineChart';
export { LineChart } from './LineChart';
