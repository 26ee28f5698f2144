import type { KiwoModule } from '../types';
import { ussdRoutes } from './routes';

export { todayFigures } from './farmer-data';

export const ussdModule: KiwoModule = {
  name: 'ussd',
  base: 'api',
  routes: ussdRoutes,
};
