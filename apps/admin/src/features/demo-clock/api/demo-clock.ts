import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { demoClock } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type DemoClock = Output<typeof demoClock>;

const key = ['demo', 'clock'] as const;

export function demoClockQueryOptions() {
  return queryOptions({ queryKey: key, queryFn: () => request<DemoClock>('/demo/clock'), retry: false, refetchInterval: 5000 });
}

export const useDemoClock = () => useQuery(demoClockQueryOptions());

/** Moves the server clock forward; every screen's data may have changed, so everything is asked again. */
export function useAdvanceDemoClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: number) => request<DemoClock>('/demo/clock', { method: 'POST', body: { hours } }),
    onSuccess: (clock) => {
      queryClient.setQueryData(key, clock);
      void queryClient.invalidateQueries();
    },
  });
}
