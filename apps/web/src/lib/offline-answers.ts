/**
 * The service worker's cache of the last server answers (quotes, holdings, the account), kept for
 * offline use (pwa.ts, which builds the worker, names it from here). They belong to one session.
 */
export const OFFLINE_ANSWERS_CACHE = 'api-last-seen';

/**
 * Set by the service worker on an answer it took from the kept ones because the network failed
 * (pwa.ts writes the same name: the worker's code cannot import it). While the phone says it is
 * online, such an answer is not shown as if it were the server's (lib/request.ts).
 */
export const KEPT_ANSWER_HEADER = 'x-kept-answer';

/** Forgets the answers kept for offline use (they belong to the session that ends). */
export async function clearOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_ANSWERS_CACHE);
}
