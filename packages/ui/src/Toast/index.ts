export type { ToastRegionProps } from './Toast';
export { ToastRegion } from './Toast';
export type {
  AddToastOptions,
  ToastContent,
  ToastQueue,
  ToastVariant,
} from './toastQueue';
export { createToastQueue, DEFAULT_TOAST_TIMEOUT } from './toastQueue';
export { SWIPE_DISMISS_DISTANCE } from './useSwipeToDismiss';
