export type { LoadingStateProps, SpinnerProps, SpinnerSize } from './Spinner';
export { LoadingState, Spinner } from './Spinner';
