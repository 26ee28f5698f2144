/**
 * Spec §1: old service workers are unregistered at start. `keep` spares Kiwo's own worker
 * (offline/register.ts); every other registration on this origin is removed.
 */
export const unregisterOldServiceWorkers = async (
  keep: (scriptUrl: string) => boolean = () => false,
) => {
  if (!('serviceWorker' in navigator)) return 0;
  const registrations = await navigator.serviceWorker.getRegistrations();
  let removed = 0;
  for (const registration of registrations) {
    const script = registration.active?.scriptURL ?? registration.installing?.scriptURL ?? '';
    if (!keep(script) && (await registration.unregister())) removed += 1;
  }
  return removed;
};
