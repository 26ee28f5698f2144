import type { KiwoModule } from '../types';
import './interest-actions';
import { marketplaceRoutes } from './routes';
import { marketplaceSeeders } from './seed';

/** Marketplace listings and buy/sell requests (spec §3); seeds a demo market. */
export const marketplaceModule: KiwoModule = {
  name: 'marketplace',
  base: 'api',
  routes: marketplaceRoutes,
  seeders: marketplaceSeeders,
};
