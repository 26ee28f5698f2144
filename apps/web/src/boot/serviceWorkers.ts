/**
 * Spec §1: old service workers are unregistered at start. Kiwo registers none yet; when the
 * offline worker arrives it will keep its own registration and remove only foreign ones.
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
