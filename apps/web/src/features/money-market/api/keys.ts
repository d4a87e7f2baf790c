export const moneyMarketKeys = {
  all: ['money-market'] as const,
  summary: () => [...moneyMarketKeys.all, 'summary'] as const,
  estimate: (days: number, amount: string) => [...moneyMarketKeys.all, 'estimate', days, amount] as const,
  history: (type: string) => [...moneyMarketKeys.all, 'history', type] as const,
};
