import { imageLoader } from './image.ts';
import { navigateTo } from './navigation.ts';
import { dropPushSubscription } from './push.ts';
import { clearOfflineAnswers } from './pwa.ts';
import { queryClient } from './query-client.ts';
import { resetRepeatGuard } from './request.ts';
import { useSession } from './session.ts';

/**
 * Ends the session on this device: token and user info gone, cached server data dropped (it
 * belonged to that user), with the answers kept for offline use and the push subscription,
 * then /login. Used by logout and after a password change.
 */
export function endSession(): void {
  useSession.getState().clear('logout');
  resetRepeatGuard();
  queryClient.clear();
  imageLoader.clear();
  void clearOfflineAnswers();
  void dropPushSubscription();
  navigateTo('/login', { replace: true });
}
