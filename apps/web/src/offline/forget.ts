/**
 * Sign-out and account deletion also forget this phone's cached farm data and the service
 * worker's right to send (ADR 0012). Loaded on demand: the offline modules are not in the
 * first page.
 */
export const forgetOfflineSession = async () => {
  try {
    // Each named where it is imported, so the bundler keeps only these two functions of the
    // modules (the worker's caching helpers stay out of the page).
    const { saveSyncAuth } = await import('./outbox');
    const { clearCachedFarmData } = await import('./caching');
    await Promise.all([saveSyncAuth(null), clearCachedFarmData()]);
  } catch {
    // Storage blocked: there is nothing offline to forget.
  }
};
