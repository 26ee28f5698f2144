/** A minimal typed event emitter: `on` returns its own unsubscribe function. */
export interface Emitter<Events extends object> {
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
  /** Removes every listener. */
  clear(): void;
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(event, payload) {
      const set = listeners.get(event);
      if (!set) return;
      // A copy, so a listener may unsubscribe (itself or another) while we iterate.
      for (const listener of [...set]) (listener as (p: typeof payload) => void)(payload);
    },
    clear() {
      listeners.clear();
    },
  };
}
