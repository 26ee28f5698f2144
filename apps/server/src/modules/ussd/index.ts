import type { KiwoModule } from '../types';
import { ussdRoutes } from './routes';

export const ussdModule: KiwoModule = {
  name: 'ussd',
  base: 'api',
  routes: ussdRoutes,
};
