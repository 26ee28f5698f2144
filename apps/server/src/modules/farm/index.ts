/**
 * What the farm areas (pens, batches, records, analytics) share: who may reach a farm and how its
 * rows are presented. The demo farm is the pens module's seeder (`pens/seed.ts`).
 */
export { farmerFor, reachable } from './access';
export * from './present';
export { channelOf, type SetupChannel, writeRenames } from './renames';
