export type { DueTaskItemProps, DueTaskStatus } from './DueTaskItem';
export { DueTaskItem } from './DueTaskItem';
