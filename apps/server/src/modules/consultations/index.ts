import type { KiwoModule } from '../types';
import { consultationRoutes } from './routes';

export { fileCallRequest } from './service';

export const consultationsModule: KiwoModule = {
  name: 'consultations',
  base: 'api',
  routes: consultationRoutes,
};
