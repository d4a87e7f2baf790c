import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeverageSettings } from '@meridian/contract/trading';
import { request } from '../../../lib/request';
import { approvalKeys, type Approval } from '../../approvals/api/approvals';
import { tradingSettingsKeys } from './fees';

/** `GET /admin/api/trading/leverage`. */
export function getLeverage(): Promise<LeverageSettings> {
  return request<LeverageSettings>('/trading/leverage');
}

export function useLeverage() {
  return useQuery(queryOptions({ queryKey: tradingSettingsKeys.leverage, queryFn: getLeverage }));
}

/** `PUT /admin/api/trading/leverage` (audited): a proposal, in force once a second operator approves it. */
export function setLeverage(body: LeverageSettings): Promise<Approval> {
  return request<Approval>('/trading/leverage', { method: 'PUT', body });
}

export function useSetLeverage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLeverage, onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }) });
}
