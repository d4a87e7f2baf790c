export const blockTradeKeys = {
  all: ['block-trades'] as const,
  offers: () => [...blockTradeKeys.all, 'offers'] as const,
  preview: (offerId: number, quantity: number) => [...blockTradeKeys.all, 'preview', offerId, quantity] as const,
  records: () => [...blockTradeKeys.all, 'records'] as const,
};
