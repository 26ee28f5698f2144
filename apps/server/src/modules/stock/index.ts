import type { KiwoModule } from '../types';
import { stockRoutes } from './routes';

export {
  checkFeedStock,
  checkMedicineStock,
  feedStockOf,
  medicineKeyInStock,
  runStockAlerts,
} from './service';

/** Feed and medicine stock, batch profit and loss, read-only report links (ADR 0063). */
export const stockModule: KiwoModule = { name: 'stock', base: 'api', routes: stockRoutes };
