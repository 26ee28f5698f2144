export type { DeathsByCauseChartProps } from './DeathsByCauseChart';
export { DeathsByCauseChart } from './DeathsByCauseChart';
