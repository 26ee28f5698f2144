export type { FloatingActionButtonProps } from './FloatingActionButton';
export { FloatingActionButton } from './FloatingActionButton';
