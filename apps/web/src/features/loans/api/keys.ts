export const loanKeys = {
  all: ['loans'] as const,
  products: () => [...loanKeys.all, 'products'] as const,
  quote: (amount: string, termDays: number) => [...loanKeys.all, 'quote', amount, termDays] as const,
  list: () => [...loanKeys.all, 'list'] as const,
  detail: (id: number) => [...loanKeys.all, 'detail', id] as const,
};
