export type { StockCardProps } from './StockCard';
export { StockCard } from './StockCard';
