import type { KiwoModule } from '../types';
import { analyticsRoutes } from './routes';

export const analyticsModule: KiwoModule = {
  name: 'analytics',
  base: 'api',
  routes: analyticsRoutes,
};
