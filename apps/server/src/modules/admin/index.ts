import type { KiwoModule } from '../types';
import { adminRoutes } from './routes';

export const adminModule: KiwoModule = {
  name: 'admin',
  base: 'api',
  routes: adminRoutes,
};
