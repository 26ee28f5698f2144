import { useSyncExternalStore } from 'react';

/**
 * Code fetched on first use (an overlay nobody has opened yet, ADR 0017). `load` starts the
 * fetch once and is safe to call on every sign of intent; after a failure (offline without the
 * worker's precache) the next call tries again.
 */
export interface LazyModule<T> {
  /** The module once it has arrived. */
  readonly current: T | undefined;
  /** Fetches the module (once) and resolves with it. */
  load: () => Promise<T>;
  /** Calls `listener` when the module arrives (for `useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void;
  /**
   * Stories only: forget the module, so the next `load` goes through the import again, held
   * back until the returned function is called — a slow network whose end the play decides.
   */
  holdBack: () => () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  let gate: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get current() {
      return current;
    },
    load() {
      if (current) return Promise.resolve(current);
      pending ??= (gate ? gate.then(importer) : importer()).then(
        (module) => {
          current = module;
          notify();
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    holdBack() {
      let release = () => {};
      current = undefined;
      pending = undefined;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      notify();
      return release;
    },
  };
}

/** The module if it has arrived (re-renders when it does); never starts the fetch itself. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(
    module.subscribe,
    () => module.current,
    () => module.current,
  );
}

/** Starts a fetch on intent; a failure is reported later, by the press that needs the module. */
export function preload(module: LazyModule<unknown>): void {
  module.load().catch(() => {});
}
