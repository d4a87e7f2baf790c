import type { Position, PositionList } from '@meridian/contract/trading';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { useClosing } from './close-position.ts';
import { tradingKeys } from './keys.ts';

/**
 * Between two answers the screens re-value positions on each tick (live-position.ts); the server's
 * figures (interest, sellable, margin) are asked for again this often.
 */
export const POSITIONS_REFRESH_MS = 15_000;

/** `GET /api/trading/positions`: current positions at live prices, with the totals. */
export function fetchPositions(): Promise<PositionList> {
  return get<PositionList>('/api/trading/positions', undefined, { allowRepeat: true });
}

export function usePositions() {
  return useQuery({
    queryKey: tradingKeys.positions(),
    queryFn: fetchPositions,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? false : POSITIONS_REFRESH_MS),
  });
}

/** `GET /api/trading/positions/:id`. */
export function fetchPosition(id: number, signal?: AbortSignal): Promise<Position> {
  return get<Position>(`/api/trading/positions/${id}`, undefined, { allowRepeat: true, signal });
}

export function usePosition(id: number | undefined) {
  const closing = useClosing(id);
  return useQuery({
    queryKey: tradingKeys.position(id ?? 0),
    queryFn: ({ signal }) => fetchPosition(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: (query) => (closing || query.state.status === 'error' ? false : POSITIONS_REFRESH_MS),
  });
}
