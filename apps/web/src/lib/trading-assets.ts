import type { TradingAssets } from '@meridian/contract/trading';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './request.ts';
import { useSession } from './session.ts';

/**
 * Shared: the personal centre shows the trading figures next to the account summary. The key
 * starts with 'trading' so that every trading mutation, which invalidates ['trading'], refreshes it.
 */
export const tradingAssetsKeys = { all: ['trading', 'assets'] as const };

/** Market value moves with every tick: the figures are asked for again this often while shown. */
export const TRADING_ASSETS_REFRESH_MS = 5_000;

/** `GET /api/trading/assets`: market value and P&L at live prices, computed by the server. */
export function fetchTradingAssets(): Promise<TradingAssets> {
  return get<TradingAssets>('/api/trading/assets', undefined, { allowRepeat: true });
}

export const tradingAssetsQuery = queryOptions({ queryKey: tradingAssetsKeys.all, queryFn: fetchTradingAssets, staleTime: 0 });

export function useTradingAssets() {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({
    ...tradingAssetsQuery,
    enabled: loggedIn,
    // After a failure (already toasted) the figures are not asked for again every few seconds.
    refetchInterval: (query) => (query.state.status === 'error' ? false : TRADING_ASSETS_REFRESH_MS),
  });
}
