export type { FloatingPanelProps } from './FloatingPanel';
export { FloatingPanel } from './FloatingPanel';
