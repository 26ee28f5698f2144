import { type ComponentType, lazy, type ReactNode } from 'react';
import type { RouteDef } from './table';

// biome-ignore lint/suspicious/noExplicitAny: a screen or layout module of any props.
type Module = { default: ComponentType<any> };
type Load = () => Promise<Module>;

interface Loading {
  promise: Promise<Module>;
  module?: Module;
}
const loads = new WeakMap<Load, Loading>();

/** Starts loading a screen or layout module once (a failed load may be tried again later). */
export const preload = (load: Load): Promise<Module> => {
  const known = loads.get(load);
  if (known) return known.promise;
  const loading: Loading = {
    promise: load().then(
      (module) => {
        loading.module = module;
        return module;
      },
      (error: unknown) => {
        loads.delete(load);
        throw error;
      },
    ),
  };
  loads.set(load, loading);
  return loading.promise;
};

/**
 * `React.lazy` for a module that {@link preload} may already have fetched (ADR 0016). When it
 * has, the component renders in the same pass as its parent: no fallback is committed and no
 * Suspense reveal is delayed (React holds a revealed boundary back up to 300 ms, which on a
 * layout and then a screen cost a repeat visit over half a second). React.lazy reads a
 * thenable that is already settled synchronously.
 */
export const lazyPreloadable = (load: Load) =>
  lazy(() => {
    const module = loads.get(load)?.module;
    if (!module) return preload(load);
    // biome-ignore lint/suspicious/noThenProperty: a settled thenable is the point here.
    const settled = { then: (resolve: (value: Module) => void) => resolve(module) };
    return settled as unknown as Promise<Module>;
  });

/** The two layouts of the route table, each its own chunk. */
export const LAYOUTS: Record<
  RouteDef['layout'],
  () => Promise<{ default: ComponentType<{ children: ReactNode }> }>
> = {
  app: () => import('../layouts/AppLayout').then((m) => ({ default: m.AppLayout })),
  public: () => import('../layouts/PublicLayout').then((m) => ({ default: m.PublicLayout })),
};
