import { useQuery } from '@tanstack/react-query';
import type { AdminInstrumentQuote } from '@meridian/contract/block-trades';
import { request } from '../../../lib/request';
import { blockTradeKeys } from './keys';

/** The live price and today's band of one instrument: what a listing is checked against. */
export function getInstrument(code: string): Promise<AdminInstrumentQuote> {
  return request<AdminInstrumentQuote>('/block-trades/instrument', { query: { code } });
}

export function useInstrument(code: string) {
  return useQuery({
    queryKey: blockTradeKeys.instrument(code),
    queryFn: () => getInstrument(code),
    enabled: /^\d{6}$/.test(code),
    retry: false,
    refetchInterval: 10_000,
  });
}
