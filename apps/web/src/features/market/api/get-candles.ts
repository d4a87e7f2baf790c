import type { CandlePeriod, CandleSeries } from '@meridian/contract/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { marketKeys } from './keys.ts';

/** `GET /api/market/candles/:code?period=&limit=`: ascending; the last candle is the one still forming. */
export function fetchCandles(code: string, period: CandlePeriod, limit: number, options: { silent?: boolean } = {}): Promise<CandleSeries> {
  return get<CandleSeries>(`/api/market/candles/${encodeURIComponent(code)}`, { period, limit }, options);
}

export function candlesQuery(code: string, period: CandlePeriod, limit: number) {
  return queryOptions({
    queryKey: [...marketKeys.candles(code, period), limit],
    queryFn: () => fetchCandles(code, period, limit),
    // Ticks keep the drawn chart current; a re-read is only needed when the screen opens again.
    // A read made in the last few seconds (the screen's first read, started while its code loaded)
    // is not made again when the chart mounts.
    staleTime: 5_000,
    gcTime: 60_000,
  });
}

export function useCandles(code: string, period: CandlePeriod, limit: number) {
  return useQuery(candlesQuery(code, period, limit));
}
