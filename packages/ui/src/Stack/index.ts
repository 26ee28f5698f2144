export type { StackGap, StackProps } from './Stack';
export { Stack } from './Stack';
