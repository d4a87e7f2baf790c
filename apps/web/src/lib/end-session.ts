import { navigateTo } from './navigation.ts';
import { resetRepeatGuard } from './request.ts';
import { useSession } from './session.ts';

/**
 * Ends the session on this device: token and user info gone (and with them what the app held of
 * the user, lib/session-boundary.ts), then /login. Used by logout and after a password change.
 */
export function endSession(): void {
  useSession.getState().clear('logout');
  resetRepeatGuard();
  navigateTo('/login', { replace: true });
}
