import type { CandlePeriod, QuoteSort } from '@meridian/contract/market';

/** Query keys of the market and favourites calls, in one place so mutations can invalidate them. */
export const marketKeys = {
  all: ['market'] as const,
  indices: () => [...marketKeys.all, 'indices'] as const,
  quotes: (sort: QuoteSort, size: number) => [...marketKeys.all, 'quotes', sort, size] as const,
  quote: (code: string) => [...marketKeys.all, 'quote', code] as const,
  candles: (code: string, period: CandlePeriod) => [...marketKeys.all, 'candles', code, period] as const,
  search: (q: string) => [...marketKeys.all, 'search', q] as const,
  depth: (code: string) => [...marketKeys.all, 'depth', code] as const,
  trades: (code: string) => [...marketKeys.all, 'trades', code] as const,
};

export const favouriteKeys = {
  all: ['favourites'] as const,
  groups: () => [...favouriteKeys.all, 'groups'] as const,
  /** `group` undefined: every favourite once (the "All" view). */
  list: (group?: number) => [...favouriteKeys.all, 'list', group ?? 'all'] as const,
  check: (code: string) => [...favouriteKeys.all, 'check', code] as const,
};
