import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { userLedger } from '@meridian/contract/funding';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type UserLedger = Output<typeof userLedger>;
export type UserLedgerQuery = { userId: number; page: number; size: number };

export const ledgerKeys = {
  all: ['ledger'] as const,
  user: (query: UserLedgerQuery) => [...ledgerKeys.all, 'user', query] as const,
  userSearch: (search: string) => [...ledgerKeys.all, 'user-search', search] as const,
};

/** A user's balances and every posting on their accounts, newest first. */
export function getUserLedger({ userId, page, size }: UserLedgerQuery): Promise<UserLedger> {
  return request<UserLedger>(`/funding/users/${userId}/ledger`, { query: { page, size } });
}

export function userLedgerQueryOptions(query: UserLedgerQuery) {
  return queryOptions({ queryKey: ledgerKeys.user(query), queryFn: () => getUserLedger(query), placeholderData: keepPreviousData });
}

export function useUserLedger(query: UserLedgerQuery | null) {
  return useQuery({
    ...userLedgerQueryOptions(query ?? { userId: 0, page: 1, size: 1 }),
    enabled: query !== null,
  });
}
