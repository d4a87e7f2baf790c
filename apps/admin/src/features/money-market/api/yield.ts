import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminYield } from '@meridian/contract/money-market';
import { request } from '../../../lib/request';
import { approvalKeys, type Approval } from '../../approvals/api/approvals';

export const moneyMarketKeys = {
  all: ['money-market'] as const,
  yield: () => [...moneyMarketKeys.all, 'yield'] as const,
  holdings: (page: number, size: number) => [...moneyMarketKeys.all, 'holdings', page, size] as const,
  flows: (query: object) => [...moneyMarketKeys.all, 'flows', query] as const,
};

/** Where the rate comes from, today's rate, the 7-day yield and the operators' changes. */
export function getYield(): Promise<AdminYield> {
  return request<AdminYield>('/money-market/yield');
}

export function useYield() {
  return useQuery(queryOptions({ queryKey: moneyMarketKeys.yield(), queryFn: getYield }));
}

/**
 * Proposes the rate: in force from the day (Asia/Shanghai) a second operator approves it. The
 * server audits both steps and refuses the proposal when the yield is simulated.
 */
export function setYield(annualRateBp: number): Promise<Approval> {
  return request<Approval>('/money-market/yield', { method: 'PUT', body: { annual_rate_bp: annualRateBp } });
}

export function useSetYield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setYield,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
