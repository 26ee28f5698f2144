/**
 * Sign-out and account deletion also forget this phone's cached farm data and the service
 * worker's right to send (ADR 0012). Loaded on demand: the offline modules are not in the
 * first page.
 */
export const forgetOfflineSession = async () => {
  try {
    const [{ saveSyncAuth }, { clearCachedFarmData }] = await Promise.all([
      import('./outbox'),
      import('./caching'),
    ]);
    await Promise.all([saveSyncAuth(null), clearCachedFarmData()]);
  } catch {
    // Storage blocked: there is nothing offline to forget.
  }
};
