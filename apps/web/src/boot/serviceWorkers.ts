/** Kiwo's own worker (vite-plugin-pwa writes it at the root so its scope is the whole app). */
export const KIWO_SW_URL = '/sw.js';

/** Whether a registration's script is Kiwo's own worker on this origin. */
export const isKiwoWorker = (scriptUrl: string) => {
  try {
    const url = new URL(scriptUrl);
    return url.origin === window.location.origin && url.pathname === KIWO_SW_URL;
  } catch {
    return false;
  }
};

/**
 * Spec §1: old service workers are unregistered at start. Kiwo's own offline worker
 * (offline/register.ts, ADR 0012) is kept by default; every other registration is removed.
 */
export const unregisterOldServiceWorkers = async (
  keep: (scriptUrl: string) => boolean = isKiwoWorker,
) => {
  if (!('serviceWorker' in navigator)) return 0;
  const registrations = await navigator.serviceWorker.getRegistrations();
  let removed = 0;
  for (const registration of registrations) {
    const script =
      registration.active?.scriptURL ??
      registration.waiting?.scriptURL ??
      registration.installing?.scriptURL ??
      '';
    if (!keep(script) && (await registration.unregister())) removed += 1;
  }
  return removed;
};
