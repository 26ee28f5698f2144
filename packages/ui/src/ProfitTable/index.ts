export type { ProfitRow, ProfitTableProps } from './ProfitTable';
export { ProfitTable } from './ProfitTable';
