import type { IdentityDetail } from '@meridian/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from './i18n.ts';
import { navigateTo } from './navigation.ts';
import { get, isRequestFailure } from './request.ts';
import { useSession } from './session.ts';
import { confirm } from './dialog.ts';
import { clearToasts } from './toast.ts';

/**
 * The user's real-name verification, shared because funding and loans need it too: the bank
 * card's holder is the verified name, and their forms answer IDENTITY_REQUIRED without one.
 */
export const identityKeys = { detail: ['identity', 'detail'] as const };

/** `GET /api/user/authenticationDetail`. */
export function fetchIdentityDetail(): Promise<IdentityDetail> {
  return get<IdentityDetail>('/api/user/authenticationDetail', undefined, { allowRepeat: true });
}

export const identityDetailQuery = queryOptions({ queryKey: identityKeys.detail, queryFn: fetchIdentityDetail });

export function useIdentityDetail() {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({ ...identityDetailQuery, enabled: loggedIn });
}

export const REAL_NAME_PATH = '/realNameAuthentication';

/** The server's stable code for "verify your identity first". */
export function isIdentityRequired(error: unknown): boolean {
  if (!isRequestFailure(error)) return false;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === 'IDENTITY_REQUIRED';
}

/**
 * Spec §5: "go to the personal centre for real-name verification", with the way there. The
 * failed call's toast carries the same words, so it is taken down under the dialog.
 */
export function offerVerification(): void {
  clearToasts();
  void confirm({
    content: t('validation.goVerify'),
    confirmText: t('identity.goVerify'),
    cancelText: t('common.cancel'),
    onConfirm: () => navigateTo(REAL_NAME_PATH),
  });
}

/** After a failed call: offers verification when that was the reason (in place of the call's toast). */
export function handleIdentityRequired(error: unknown): boolean {
  if (!isIdentityRequired(error)) return false;
  offerVerification();
  return true;
}
