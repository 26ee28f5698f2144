import type { KiwoModule } from '../types';
import { batchesRoutes } from './routes';

export { activeSections } from './active-sections';
export { BATCH_COMPLETED } from './service';

export const batchesModule: KiwoModule = { name: 'batches', base: 'api', routes: batchesRoutes };
