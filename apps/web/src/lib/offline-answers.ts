/**
 * The service worker's cache of the last server answers (quotes, holdings, the account), kept for
 * offline use (pwa.ts, which builds the worker, names it from here). They belong to one session.
 */
export const OFFLINE_ANSWERS_CACHE = 'api-last-seen';

/** Forgets the answers kept for offline use (they belong to the session that ends). */
export async function clearOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_ANSWERS_CACHE);
}
