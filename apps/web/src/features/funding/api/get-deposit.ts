import type { Deposit } from '@meridian/contract/funding';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';

/** `GET /api/funding/deposits/:id`. */
export function fetchDeposit(id: number): Promise<Deposit> {
  return get<Deposit>(`/api/funding/deposits/${id}`, undefined, { allowRepeat: true });
}

/** With `poll`, asks again every 2 s while the deposit is pending (waiting for the provider's webhook). */
export function useDeposit(id: number | undefined, poll = false) {
  return useQuery({
    queryKey: fundingKeys.deposit(id ?? 0),
    queryFn: () => fetchDeposit(id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (query) => (poll && query.state.data?.state === 'pending' ? 2000 : false),
  });
}
