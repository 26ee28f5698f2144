import { farmSeeders } from '../farm/seed';
import type { KiwoModule } from '../types';
import { pensRoutes } from './routes';

/** Pens; also owns the demo farm seeder (it runs after the demo users). */
export const pensModule: KiwoModule = {
  name: 'pens',
  base: 'api',
  routes: pensRoutes,
  seeders: farmSeeders,
};
