export type { ChatFeedbackValue, ChatPanelMessage } from './ChatMessages';
export type { ChatPanelLabels, ChatPanelProps } from './ChatPanel';
export { ChatPanel } from './ChatPanel';
