import { UNSTABLE_ToastQueue as RACToastQueue, type ToastOptions } from 'react-aria-components';

/** Colour and urgency of a toast. */
export type ToastVariant = 'default' | 'success' | 'destructive';

/** What a toast shows. Strings arrive translated; the ui package holds no UI text. */
export interface ToastContent {
  /** Short headline, read first by screen readers. */
  title: string;
  /** Optional detail under the title. */
  description?: string;
  /**
   * Colour and urgency: `destructive` for errors and failed actions.
   * @default 'default'
   */
  variant?: ToastVariant;
}

/** Options for {@link ToastQueue.add}. */
export interface AddToastOptions {
  /**
   * Milliseconds before the toast closes by itself; `0` keeps it until dismissed. The timer
   * pauses while the toast is hovered or focused.
   * @default 5000
   */
  timeout?: number;
  /** Called once the toast closes: by timeout, close button, swipe or replacement. */
  onClose?: () => void;
}

/** Default display time of a toast (spec §9). */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/**
 * A toast queue showing one toast at a time (spec §9). A new toast replaces the visible one
 * instead of waiting behind it, so a stale message never reappears later.
 */
export class ToastQueue extends RACToastQueue<ToastContent> {
  constructor() {
    super({ maxVisibleToasts: 1 });
  }

  /** Shows a toast, replacing the visible one. Returns its key for {@link ToastQueue.close}. */
  override add(content: ToastContent, options: AddToastOptions & ToastOptions = {}): string {
    for (const toast of this.visibleToasts) this.close(toast.key);
    const { timeout = DEFAULT_TOAST_TIMEOUT, onClose } = options;
    return super.add(content, { timeout: timeout > 0 ? timeout : undefined, onClose });
  }
}

/**
 * Creates the queue an app (or a screen) pushes toasts into; render it with `<ToastRegion>`.
 * Create it once at module level so any code can call `queue.add(...)`.
 */
export function createToastQueue(): ToastQueue {
  return new ToastQueue();
}
