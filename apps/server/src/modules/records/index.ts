import type { KiwoModule } from '../types';
import { recordsRoutes } from './routes';

export { recordsCsvFile } from './export';
export { periodFigures } from './figures';
export { type ProductionSection, productionOf } from './production';
export { createRecordsService } from './service';

export const recordsModule: KiwoModule = { name: 'records', base: 'api', routes: recordsRoutes };
