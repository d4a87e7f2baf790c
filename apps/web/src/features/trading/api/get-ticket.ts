import type { Ticket } from '@meridian/contract/trading';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { tradingKeys } from './keys.ts';

/** Cash, sellable shares and the band change while the ticket is open: asked for again this often. */
export const TICKET_REFRESH_MS = 10_000;

/** `GET /api/trading/ticket?code=`: what the order ticket needs for one instrument. */
export function fetchTicket(code: string): Promise<Ticket> {
  return get<Ticket>('/api/trading/ticket', { code }, { allowRepeat: true });
}

export function useTicket(code: string | undefined) {
  return useQuery({
    queryKey: tradingKeys.ticket(code ?? ''),
    queryFn: () => fetchTicket(code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
    // A refused code (unknown, an index) is not asked for again every few seconds.
    refetchInterval: (query) => (query.state.status === 'error' ? false : TICKET_REFRESH_MS),
  });
}
