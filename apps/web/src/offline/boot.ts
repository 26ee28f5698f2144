/**
 * The only offline code in the first-load bundle: once the page has loaded, fetch the worker
 * registration as its own chunk. The landing page's first paint never waits for it.
 */
export const startServiceWorkerAfterLoad = () => {
  const start = () => {
    import('./register').then(
      (registration) => registration.startServiceWorker(),
      () => {
        // Offline before the chunk was cached, or an old page after a deploy: next visit.
      },
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};
