import type { Trade, TradeRange } from '@meridian/contract/trading';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { nextPage, PAGE_SIZE, type Page, tradingKeys } from './keys.ts';

export type TradePage = Page<Trade> & { from: string; to: string };

/** `GET /api/trading/trades?range=`: fills in a calendar period (Asia/Shanghai), newest first. */
export function fetchTrades(range: TradeRange, page: number): Promise<TradePage> {
  return get<TradePage>('/api/trading/trades', { range, page, size: PAGE_SIZE }, { allowRepeat: true });
}

export function useTrades(range: TradeRange) {
  return useInfiniteQuery({
    queryKey: tradingKeys.trades(range),
    queryFn: ({ pageParam }) => fetchTrades(range, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
