export const alertKeys = {
  all: ['alerts'] as const,
  list: (code?: string) => [...alertKeys.all, 'list', code ?? ''] as const,
  stock: (code: string) => [...alertKeys.all, 'stock', code] as const,
};
