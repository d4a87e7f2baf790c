import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/request';
import type { MessageKey } from '../../i18n/i18n';
import { findUsersQueryOptions } from './api/find-users';
import { userLedgerQueryOptions } from './api/get-user-ledger';

export type ResolvedUser = { id: number; username: string; verifiedName: string | null; available: string; currency: string };
/** Why the typed text names nobody, as a message key for the operator's language. */
export type UnresolvedUser = { key: MessageKey; params: Record<string, string | number> };

/**
 * The user an operator typed: an exact username first, else `#123` or `123` as a user ID. Asked
 * of the server each time, so the confirmation names the account the money will really reach.
 */
export async function resolveUser(queryClient: QueryClient, typed: string): Promise<ResolvedUser | UnresolvedUser> {
  const text = typed.trim();
  if (text === '') return { key: 'ledger.user.empty', params: {} };
  const found = await queryClient.fetchQuery({ ...findUsersQueryOptions(text), staleTime: 0 });
  const exact = found.find((user) => user.username === text) ?? found.find((user) => user.username.toLowerCase() === text.toLowerCase());
  const idText = /^#?(\d{1,15})$/.exec(text)?.[1];
  const id = exact?.id ?? (idText === undefined ? undefined : Number(idText));
  if (id === undefined) return { key: 'ledger.user.noName', params: { text } };
  try {
    const ledger = await queryClient.fetchQuery({ ...userLedgerQueryOptions({ userId: id, page: 1, size: 1 }), staleTime: 0 });
    return {
      id: ledger.user.id,
      username: ledger.user.username,
      verifiedName: ledger.user.verified_name,
      available: ledger.balances.cash_available,
      currency: ledger.currency,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { key: 'ledger.user.noId', params: { id } };
    throw error;
  }
}
