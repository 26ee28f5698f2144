/**
 * Sign-out and account deletion also forget this phone's cached farm data, the copies of the
 * screens last seen (offline/snapshot.ts) and the service
 * worker's right to send (ADR 0012). Loaded on demand: the offline modules are not in the
 * first page.
 */
export const forgetOfflineSession = async () => {
  try {
    const [{ saveSyncAuth }, { clearCachedFarmData }, { clearSnapshots }] = await Promise.all([
      import('./outbox'),
      import('./caching'),
      import('./snapshot'),
    ]);
    await Promise.all([saveSyncAuth(null), clearCachedFarmData(), clearSnapshots()]);
  } catch {
    // Storage blocked: there is nothing offline to forget.
  }
};
