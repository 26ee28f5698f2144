import type { KiwoModule } from '../types';
import { pensRoutes } from './routes';
import { farmSeeders } from './seed';

export { createPensRepository, insertDefaultPen } from './repository';

/** Pens; also owns the demo farm seeder (it runs after the demo users). */
export const pensModule: KiwoModule = {
  name: 'pens',
  base: 'api',
  routes: pensRoutes,
  seeders: farmSeeders,
};
