import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminDepositPage, DEPOSIT_METHODS, DEPOSIT_STATES } from '@meridian/contract/funding';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type AdminDepositPage = Output<typeof adminDepositPage>;
export type AdminDeposit = AdminDepositPage['list'][number];
export type DepositState = (typeof DEPOSIT_STATES)[number];
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export type DepositsQuery = { state: DepositState; method: DepositMethod | undefined; page: number; size: number };

export const fundingKeys = {
  deposits: ['funding', 'deposits'] as const,
  depositList: (query: DepositsQuery) => [...fundingKeys.deposits, query] as const,
  withdrawals: ['funding', 'withdrawals'] as const,
};

/** Pending ones oldest first: the queue is worked from the top. */
export function getDeposits(query: DepositsQuery): Promise<AdminDepositPage> {
  return request<AdminDepositPage>('/funding/deposits', { query });
}

export function depositsQueryOptions(query: DepositsQuery) {
  return queryOptions({
    queryKey: fundingKeys.depositList(query),
    queryFn: () => getDeposits(query),
    placeholderData: keepPreviousData,
  });
}

export function useDeposits(query: DepositsQuery) {
  return useQuery(depositsQueryOptions(query));
}
