import type { PortfolioRange, PortfolioView } from '@meridian/contract/portfolio';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';

export const portfolioKeys = { all: ['portfolio'] as const, view: (range: PortfolioRange) => ['portfolio', range] as const };

/** `GET /api/portfolio?range=`: the equity curve, the time-weighted return and the allocation, as the server computed them. */
export function usePortfolio(range: PortfolioRange) {
  return useQuery({
    queryKey: portfolioKeys.view(range),
    queryFn: () => get<PortfolioView>('/api/portfolio', { range }, { allowRepeat: true }),
    refetchInterval: 15_000,
  });
}
