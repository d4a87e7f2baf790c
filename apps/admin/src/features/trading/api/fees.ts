import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeeSchedule } from '@meridian/contract/trading';
import { request } from '../../../lib/request';

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

/** `PUT /admin/api/trading/fees` (audited): applies to orders placed from now on. */
export function setFees(body: FeeSchedule): Promise<FeeSchedule> {
  return request<FeeSchedule>('/trading/fees', { method: 'PUT', body });
}

export function useSetFees() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFees, onSuccess: (saved) => queryClient.setQueryData(tradingSettingsKeys.fees, saved) });
}
