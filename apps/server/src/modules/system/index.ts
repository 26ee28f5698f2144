import type { KiwoModule } from '../types';
import { systemRoutes } from './routes';

/** `/health`, `/ready` (is the database reachable) and the OpenAPI document. */
export const systemModule: KiwoModule = { name: 'system', base: 'api', routes: systemRoutes };
