import type { KiwoModule } from '../types';
import { batchesRoutes } from './routes';

export const batchesModule: KiwoModule = { name: 'batches', base: 'api', routes: batchesRoutes };
