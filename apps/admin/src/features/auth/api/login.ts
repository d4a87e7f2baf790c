import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminLoginBody, adminLoginResult } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { setToken } from '../../../lib/session';
import { authKeys } from './get-me';

export type LoginBody = Output<typeof adminLoginBody>;
export type LoginResult = Output<typeof adminLoginResult>;

export function login(body: LoginBody): Promise<LoginResult> {
  return request<LoginResult>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, operator }) => {
      // The login answer already names the operator: no need to ask /auth/me again.
      queryClient.setQueryData(authKeys.me, operator);
      setToken(token);
    },
  });
}
