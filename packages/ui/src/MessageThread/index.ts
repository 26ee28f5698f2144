export type { MessageThreadProps, ThreadMessage } from './MessageThread';
export { MessageThread } from './MessageThread';
