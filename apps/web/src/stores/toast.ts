import { type AddToastOptions, createToastQueue, type ToastContent } from '@kiwo/ui';

/** The app's one toast queue (spec §9: one toast at a time), rendered by the app shell. */
export const toastQueue = createToastQueue();

export const toast = (content: ToastContent, options?: AddToastOptions) =>
  toastQueue.add(content, options);
