import type { TradingAssets } from '@meridian/contract/trading';
import { describe, expect, it } from 'vitest';
import { liveAssets } from './trading-assets.ts';

const trading: TradingAssets = {
  market_value: '3111.00',
  floating_pl: '105.97',
  realised_pl: '-20.00',
  total_pl: '85.97',
  borrowed: '0.00',
  open_orders: 0,
  simulated: true,
};

describe('personal centre figures', () => {
  it('swaps the summary’s market value for the newer one in the total', () => {
    expect(liveAssets({ total_assets: '10000.00', market_value: '3000.00' }, trading)).toEqual({
      total_assets: '10111.00',
      market_value: '3111.00',
      floating_pl: '105.97',
      total_pl: '85.97',
    });
  });

  it('adds the market value when the summary does not count it yet', () => {
    expect(liveAssets({ total_assets: '7000.00', market_value: '0.00' }, trading)?.total_assets).toBe('10111.00');
  });

  it('waits for the trading figures', () => {
    expect(liveAssets({ total_assets: '7000.00', market_value: '0.00' }, undefined)).toBeUndefined();
  });
});
