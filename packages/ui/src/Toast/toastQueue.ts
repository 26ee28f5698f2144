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
  /**
   * One action beside the message ("Undo" after a delete): pressing it runs `onAction` and
   * closes the toast. Keep the toast long enough to reach it (the timer pauses on hover/focus).
   */
  action?: { label: string; onAction: () => void };
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

/** A toast in the queue, as the region renders it. */
export interface QueuedToast {
  key: string;
  content: ToastContent;
  /** Milliseconds until it closes by itself; undefined = stays until dismissed. */
  timeout: number | undefined;
  onClose: (() => void) | undefined;
}

/** Default display time of a toast (spec §9). */
export const DEFAULT_TOAST_TIMEOUT = 5000;

let nextKey = 0;

/**
 * A toast queue showing one toast at a time (spec §9). A new toast replaces the visible one
 * instead of waiting behind it, so a stale message never reappears later. Kept in-house rather
 * than react-aria's toast state: one visible slot needs no queue, and it keeps the region ~4 KB
 * smaller (the design-system size budget, docs/BENCHMARKS.md).
 */
export class ToastQueue {
  #visible: readonly QueuedToast[] = [];
  readonly #listeners = new Set<() => void>();

  /** The toast on screen (zero or one). Stable between changes, for useSyncExternalStore. */
  get visibleToasts(): readonly QueuedToast[] {
    return this.#visible;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Shows a toast, replacing the visible one. Returns its key for {@link ToastQueue.close}. */
  add(content: ToastContent, options: AddToastOptions = {}): string {
    for (const toast of this.#visible) this.close(toast.key);
    const { timeout = DEFAULT_TOAST_TIMEOUT, onClose } = options;
    nextKey += 1;
    const key = `toast-${nextKey}`;
    this.#set([{ key, content, timeout: timeout > 0 ? timeout : undefined, onClose }]);
    return key;
  }

  /** Closes the toast with `key` (if still shown) and calls its `onClose`. */
  close(key: string): void {
    const toast = this.#visible.find((t) => t.key === key);
    if (!toast) return;
    this.#set(this.#visible.filter((t) => t !== toast));
    toast.onClose?.();
  }

  /** Removes every toast without calling `onClose` (tests and sign-out). */
  clear(): void {
    if (this.#visible.length > 0) this.#set([]);
  }

  #set(next: readonly QueuedToast[]) {
    this.#visible = next;
    for (const listener of this.#listeners) listener();
  }
}

/**
 * Creates the queue an app (or a screen) pushes toasts into; render it with `<ToastRegion>`.
 * Create it once at module level so any code can call `queue.add(...)`.
 */
export function createToastQueue(): ToastQueue {
  return new ToastQueue();
}
