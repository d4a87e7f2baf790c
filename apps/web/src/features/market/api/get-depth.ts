import type { DepthView } from '@meridian/contract/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { marketKeys } from './keys.ts';

/** How often the book and the tape are asked for again while shown. */
export const BOOK_REFRESH_MS = 3_000;

/** `GET /api/market/quote/:code/depth`: five bid and ask levels (simulated while the simulator runs). */
export function depthQuery(code: string) {
  return queryOptions({
    queryKey: marketKeys.depth(code),
    queryFn: () => get<DepthView>(`/api/market/quote/${encodeURIComponent(code)}/depth`, undefined, { allowRepeat: true }),
  });
}

export function useDepth(code: string, enabled = true) {
  return useQuery({
    ...depthQuery(code),
    enabled,
    refetchInterval: BOOK_REFRESH_MS,
  });
}
