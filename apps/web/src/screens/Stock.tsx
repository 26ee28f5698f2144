import { Stock as StockView } from '../features/farm/Stock';

/** `/farmer/stock` and `/agent/farmer/{farmerId}/stock` */
export default function Stock() {
  return <StockView />;
}
