import { imageLoader } from './image.ts';
import { clearOfflineAnswers } from './offline-answers.ts';
import { queryClient } from './query-client.ts';
import { useSession } from './session.ts';

/**
 * What the app holds of a signed-in person belongs to that session: the server's answers in
 * memory and those the service worker keeps for offline use, the images, and this device's push
 * subscription. Whenever the session changes (a sign-in, a logout, an expiry, a token the server
 * refused) they go, so the next person on a shared phone never sees the last one's account, not
 * offline and not for a moment online, and gets none of their notifications. Started once, by
 * main.tsx; returns the unsubscribe.
 */
export function watchSessionBoundaries(): () => void {
  return useSession.subscribe((now, before) => {
    if (now.token === before.token) return;
    queryClient.clear();
    imageLoader.clear();
    void clearOfflineAnswers();
    // A subscription this browser holds was made in an earlier session, possibly another
    // person's (a cookie that expired while the app was closed ends a session unseen): it goes
    // at a sign-in too, and the new person turns notifications on again in settings. Dropped in
    // the browser, the push service refuses the endpoint, and the server then deletes its copy
    // (it cannot be told itself once the token is gone).
    void import('./push.ts').then(({ dropPushSubscription }) => dropPushSubscription());
  });
}
