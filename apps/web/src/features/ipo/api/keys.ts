export const ipoKeys = {
  all: ['ipo'] as const,
  issues: (scope: 'active' | 'all') => [...ipoKeys.all, 'issues', scope] as const,
  issue: (id: number) => [...ipoKeys.all, 'issue', id] as const,
  mine: (id: number) => [...ipoKeys.all, 'mine', id] as const,
  draw: (id: number) => [...ipoKeys.all, 'draw', id] as const,
  calendar: (from: string, to: string) => [...ipoKeys.all, 'calendar', from, to] as const,
  open: () => [...ipoKeys.all, 'open'] as const,
  quota: () => [...ipoKeys.all, 'quota'] as const,
  applications: (filter: string) => [...ipoKeys.all, 'applications', filter] as const,
};
