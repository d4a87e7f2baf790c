import { useQuery } from '@tanstack/react-query';
import type { adminInstrumentPage } from '@meridian/contract/market';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';

type InstrumentPage = Output<typeof adminInstrumentPage>;
export type Instrument = InstrumentPage['list'][number];

/** The stock a code names in the market data, if any: an issue must list under a known code. */
export async function findInstrument(code: string): Promise<Instrument | null> {
  const page = await request<InstrumentPage>('/instruments', { query: { search: code, page: 1, size: 5 } });
  return page.list.find((i) => i.code === code && i.kind === 'stock') ?? null;
}

export function useInstrument(code: string) {
  return useQuery({ queryKey: ipoKeys.instrument(code), queryFn: () => findInstrument(code), enabled: /^\d{6}$/.test(code), staleTime: 60_000 });
}
