import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminLoginBody, adminLoginResult, adminSecondFactorBody, adminSessionResult } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { setToken } from '../../../lib/session';
import { authKeys } from './get-me';

export type LoginBody = Output<typeof adminLoginBody>;
export type LoginChallenge = Output<typeof adminLoginResult>;
export type SecondFactorBody = Output<typeof adminSecondFactorBody>;
export type SessionResult = Output<typeof adminSessionResult>;

/** Step 1: the password. Answers with a challenge (and, at enrolment, the secret to scan). */
export function login(body: LoginBody): Promise<LoginChallenge> {
  return request<LoginChallenge>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** Step 2: a code from the authenticator app, or a recovery code. Opens the session. */
export function secondFactor(body: SecondFactorBody): Promise<SessionResult> {
  return request<SessionResult>('/auth/second-factor', { method: 'POST', body });
}

/**
 * Keeps the session only once the operator has seen the recovery codes (at enrolment): the
 * token is held back until `enter` is called.
 */
export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: secondFactor,
    onSuccess: ({ operator }) => {
      queryClient.setQueryData(authKeys.me, operator);
    },
  });
}

export const enter = (token: string) => setToken(token);
