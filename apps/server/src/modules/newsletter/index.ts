import type { KiwoModule } from '../types';
import { newsletterRoutes } from './routes';
import { newsletterSeeders } from './seed';

export const newsletterModule: KiwoModule = {
  name: 'newsletter',
  base: 'api',
  routes: newsletterRoutes,
  seeders: newsletterSeeders,
};
