import type { KiwoModule } from '../types';
import { staffRoutes } from './routes';

export { claimInvite, vetServes, vetStatesOf, vetsServing } from './service';

export const staffModule: KiwoModule = { name: 'staff', base: 'api', routes: staffRoutes };
