/**
 * "A new version is ready": the worker registration announces it, the app shell listens and
 * shows the prompt. A plain listener set, so the registration chunk stays free of React/valtio.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let apply: (() => void) | undefined;

/** Called by the registration when a new worker is installed and waiting. */
export const announceUpdate = (activate: () => void) => {
  apply = activate;
  for (const listener of listeners) listener();
};

/** Calls `listener` now if an update is already waiting, and whenever one arrives. */
export const onUpdateReady = (listener: Listener) => {
  listeners.add(listener);
  if (apply) listener();
  return () => {
    listeners.delete(listener);
  };
};

/** The prompt's "Reload": activate the waiting worker; the page reloads once it controls. */
export const applyUpdate = () => apply?.();
