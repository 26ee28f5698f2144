/**
 * What the farm areas (pens, batches, records, analytics) share: who may reach a farm and how its
 * rows are presented. `seed.ts` (the demo farm) is the pens module's seeder, not exported here.
 */
export { farmerFor, reachable } from './access';
export * from './present';
