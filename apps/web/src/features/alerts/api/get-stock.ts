import type { QuoteDetail } from '@meridian/contract/market';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { alertKeys } from './keys.ts';

/** `GET /api/market/quote/:code`: the stock an alert is being set for (name, last price, previous close). */
export function useAlertStock(code: string | undefined) {
  return useQuery({
    queryKey: alertKeys.stock(code ?? ''),
    queryFn: () => get<QuoteDetail>(`/api/market/quote/${encodeURIComponent(code ?? '')}`),
    enabled: Boolean(code),
    staleTime: 30_000,
  });
}
