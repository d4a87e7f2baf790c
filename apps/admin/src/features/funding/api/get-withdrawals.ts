import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminWithdrawalPage, WITHDRAWAL_STATES } from '@meridian/contract/funding';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { fundingKeys } from './get-deposits';

export type AdminWithdrawalPage = Output<typeof adminWithdrawalPage>;
export type AdminWithdrawal = AdminWithdrawalPage['list'][number];
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export type WithdrawalsQuery = { state: WithdrawalState; page: number; size: number };

/** Pending ones oldest first, with the full card to pay out to. */
export function getWithdrawals(query: WithdrawalsQuery): Promise<AdminWithdrawalPage> {
  return request<AdminWithdrawalPage>('/funding/withdrawals', { query });
}

export function withdrawalsQueryOptions(query: WithdrawalsQuery) {
  return queryOptions({
    queryKey: [...fundingKeys.withdrawals, query],
    queryFn: () => getWithdrawals(query),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(query: WithdrawalsQuery) {
  return useQuery(withdrawalsQueryOptions(query));
}
