/** Query keys of the funding calls, so a mutation can invalidate exactly what it changed. */
export const fundingKeys = {
  all: ['funding'] as const,
  cards: () => [...fundingKeys.all, 'cards'] as const,
  deposit: (id: number) => [...fundingKeys.all, 'deposit', id] as const,
  bankRecords: (type: string) => [...fundingKeys.all, 'bank-records', type] as const,
  moneyLog: (range: string) => [...fundingKeys.all, 'money-log', range] as const,
  quickPay: (paymentId: string) => [...fundingKeys.all, 'quickpay', paymentId] as const,
};
