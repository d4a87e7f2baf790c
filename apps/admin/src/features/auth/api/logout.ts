import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clearSession } from '../../../lib/session';

export function logout(): Promise<null> {
  return request<null>('/auth/logout', { method: 'POST' });
}

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    // Leave even when the server cannot be told: the token is gone from this tab either way,
    // and it expires on the server by itself.
    onSettled: () => clearSession(),
  });
}
