import type { TapeView } from '@meridian/contract/market';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { BOOK_REFRESH_MS } from './get-depth.ts';
import { marketKeys } from './keys.ts';

/** `GET /api/market/quote/:code/trades`: the latest trades, newest first. */
export function useTrades(code: string, enabled = true) {
  return useQuery({
    queryKey: marketKeys.trades(code),
    queryFn: () => get<TapeView>(`/api/market/quote/${encodeURIComponent(code)}/trades`, undefined, { allowRepeat: true }),
    enabled,
    refetchInterval: BOOK_REFRESH_MS,
  });
}
