import { imageLoader } from './image.ts';
import { navigateTo } from './navigation.ts';
import { dropPushSubscription } from './push.ts';
import { queryClient } from './query-client.ts';
import { resetRepeatGuard } from './request.ts';
import { useSession } from './session.ts';

/**
 * Ends the session on this device: token and user info gone (and with them the answers kept for
 * offline use, lib/session.ts), cached server data dropped (it belonged to that user), and the
 * push subscription, then /login. Used by logout and after a password change.
 */
export function endSession(): void {
  useSession.getState().clear('logout');
  resetRepeatGuard();
  queryClient.clear();
  imageLoader.clear();
  void dropPushSubscription();
  navigateTo('/login', { replace: true });
}
