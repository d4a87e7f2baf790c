import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminInstrumentPage } from '@meridian/contract/market';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type InstrumentPage = Output<typeof adminInstrumentPage>;

export type InstrumentsQuery = { page: number; size: number; search: string };

export const instrumentKeys = {
  all: ['instruments'] as const,
  list: (query: InstrumentsQuery) => [...instrumentKeys.all, 'list', query] as const,
};

export function getInstruments({ page, size, search }: InstrumentsQuery): Promise<InstrumentPage> {
  return request<InstrumentPage>('/instruments', { query: { page, size, search } });
}

export function instrumentsQueryOptions(query: InstrumentsQuery) {
  return queryOptions({
    queryKey: instrumentKeys.list(query),
    queryFn: () => getInstruments(query),
    placeholderData: keepPreviousData,
    // Prices move with every simulator tick; a slow refresh keeps the column honest without a socket.
    refetchInterval: 10_000,
  });
}

export function useInstruments(query: InstrumentsQuery) {
  return useQuery(instrumentsQueryOptions(query));
}
