import type { TradeRange } from '@meridian/contract/trading';

/**
 * Query keys of the trading calls. Every key starts with 'trading', as does the shared assets
 * key (lib/trading-assets.ts), so one invalidation after an order refreshes all of them.
 */
export const tradingKeys = {
  all: ['trading'] as const,
  ticket: (code: string) => [...tradingKeys.all, 'ticket', code] as const,
  preview: (body: unknown) => [...tradingKeys.all, 'preview', body] as const,
  orders: (state: 'open' | 'all') => [...tradingKeys.all, 'orders', state] as const,
  positions: () => [...tradingKeys.all, 'positions'] as const,
  position: (id: number) => [...tradingKeys.all, 'position', id] as const,
  history: () => [...tradingKeys.all, 'history'] as const,
  historyItem: (id: number) => [...tradingKeys.all, 'history-item', id] as const,
  trades: (range: TradeRange) => [...tradingKeys.all, 'trades', range] as const,
  /** The mutation keys of an order from the ticket and of a sell of one position (not queries: see useClosing). */
  place: () => [...tradingKeys.all, 'place'] as const,
  close: (id: number) => [...tradingKeys.all, 'close', id] as const,
};

/** Whether a query key is an order preview's (any body). */
export const isPreviewKey = (key: readonly unknown[]) => key[1] === 'preview';

export type Page<T> = { list: T[]; total: number; page: number; size: number };

export const PAGE_SIZE = 20;

/** The next page number, or undefined after the last one. */
export const nextPage = <T,>(last: Page<T>) => (last.page * last.size < last.total ? last.page + 1 : undefined);
