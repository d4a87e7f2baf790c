export type OffersQuery = { status: 'active' | 'all'; page: number; size: number };
export type PurchasesQuery = { offerId: number | undefined; page: number; size: number };

export const blockTradeKeys = {
  all: ['block-trades'] as const,
  offers: (query: OffersQuery) => [...blockTradeKeys.all, 'offers', query] as const,
  purchases: (query: PurchasesQuery) => [...blockTradeKeys.all, 'purchases', query] as const,
  instrument: (code: string) => [...blockTradeKeys.all, 'instrument', code] as const,
};
