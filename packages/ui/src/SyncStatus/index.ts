export type { SyncConnection, SyncStatusProps } from './SyncStatus';
export { SyncStatus } from './SyncStatus';
