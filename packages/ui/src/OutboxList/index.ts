export type {
  OutboxEntry,
  OutboxEntryState,
  OutboxLine,
  OutboxListProps,
} from './OutboxList';
export { OutboxList } from './OutboxList';
