import type { QuoteSummary } from '@meridian/contract/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { marketKeys } from './keys.ts';

/** `GET /api/market/indices`: SSE Composite, SZSE Component, ChiNext, CSI 300, in that order. */
export function fetchIndices(): Promise<QuoteSummary[]> {
  return get<QuoteSummary[]>('/api/market/indices');
}

export const indicesQuery = queryOptions({ queryKey: marketKeys.indices(), queryFn: fetchIndices, staleTime: 60_000 });

export function useIndices() {
  return useQuery(indicesQuery);
}
