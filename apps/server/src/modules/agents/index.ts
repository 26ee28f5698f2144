import type { KiwoModule } from '../types';
import { agentsRoutes } from './routes';
import { agentSeeders } from './seed';

export { manyFarmersSeeder } from './seed';

/** The extension agent's own figures (ADR 0004); also seeds the demo agent's workspace. */
export const agentsModule: KiwoModule = {
  name: 'agents',
  base: 'api',
  routes: agentsRoutes,
  seeders: agentSeeders,
};
