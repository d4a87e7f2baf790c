export const ipoKeys = {
  all: ['ipo'] as const,
  list: (page: number, size: number) => [...ipoKeys.all, 'list', page, size] as const,
  issue: (id: number) => [...ipoKeys.all, 'issue', id] as const,
  draw: (id: number) => [...ipoKeys.all, 'draw', id] as const,
  instrument: (code: string) => [...ipoKeys.all, 'instrument', code] as const,
};
