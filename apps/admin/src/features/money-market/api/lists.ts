import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminFlowPage, adminHoldingPage, HistoryType } from '@meridian/contract/money-market';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { moneyMarketKeys } from './yield';

export type HoldingPage = Output<typeof adminHoldingPage>;
export type FlowPage = Output<typeof adminFlowPage>;
export type FlowQuery = { type: HistoryType | 'all'; user_id: number | undefined; page: number; size: number };

/** Every holding, largest balance first (read-only). */
export function getHoldings(page: number, size: number): Promise<HoldingPage> {
  return request<HoldingPage>('/money-market/holdings', { query: { page, size } });
}

export function useHoldings(page: number, size: number) {
  return useQuery({ queryKey: moneyMarketKeys.holdings(page, size), queryFn: () => getHoldings(page, size), placeholderData: keepPreviousData });
}

/** Purchases, redemptions and income, newest first; one user's when `user_id` is given (read-only). */
export function getFlows(query: FlowQuery): Promise<FlowPage> {
  return request<FlowPage>('/money-market/flows', { query });
}

export function useFlows(query: FlowQuery) {
  return useQuery({ queryKey: moneyMarketKeys.flows(query), queryFn: () => getFlows(query), placeholderData: keepPreviousData });
}
