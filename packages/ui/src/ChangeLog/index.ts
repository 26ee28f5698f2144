export type { ChangeLogEntry, ChangeLogProps, FieldChange } from './ChangeLog';
export { ChangeLog } from './ChangeLog';
