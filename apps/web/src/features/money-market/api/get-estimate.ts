import type { MoneyMarketEstimate } from '@meridian/contract/money-market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { moneyMarketKeys } from './keys.ts';

/** `GET /api/money-market/estimate`: the server's estimate for a period; an empty amount means the earning balance. */
export function fetchEstimate(days: number, amount: string): Promise<MoneyMarketEstimate> {
  return get<MoneyMarketEstimate>('/api/money-market/estimate', { days, amount: amount || undefined }, { allowRepeat: true });
}

/** Asked only for inputs the form already accepts, so typing shows no error toasts. */
export function useEstimate(days: number | undefined, amount: string | undefined) {
  return useQuery({
    queryKey: moneyMarketKeys.estimate(days ?? 0, amount ?? ''),
    queryFn: () => fetchEstimate(days ?? 0, amount ?? ''),
    enabled: days !== undefined && amount !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
