import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeeSchedule } from '@meridian/contract/trading';
import { request } from '../../../lib/request';
import { approvalKeys, type Approval } from '../../approvals/api/approvals';

export const tradingSettingsKeys = {
  fees: ['trading', 'fees'] as const,
  leverage: ['trading', 'leverage'] as const,
};

/** `GET /admin/api/trading/fees`: the schedule in force; every ticket shows it to users. */
export function getFees(): Promise<FeeSchedule> {
  return request<FeeSchedule>('/trading/fees');
}

export function useFees() {
  return useQuery(queryOptions({ queryKey: tradingSettingsKeys.fees, queryFn: getFees }));
}

/**
 * `PUT /admin/api/trading/fees` (audited): proposes the schedule. It applies to orders placed
 * after a second operator approves the proposal (four eyes); until then the old one stays.
 */
export function setFees(body: FeeSchedule): Promise<Approval> {
  return request<Approval>('/trading/fees', { method: 'PUT', body });
}

export function useSetFees() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFees, onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }) });
}
