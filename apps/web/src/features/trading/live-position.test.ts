import type { Position } from '@meridian/contract/trading';
import { describe, expect, it } from 'vitest';
import { percentOf, revalue, totalsOf } from './live-position.ts';

const base: Position = {
  id: 1,
  code: '600519',
  name: '贵州茅台',
  name_en: 'Kweichow Moutai',
  source: 'order',
  quantity: 300,
  sellable: 300,
  buy_price: '10.00',
  buy_value: '3000.00',
  buy_fee: '5.03',
  buy_time: '2025-11-20T02:00:00.000Z',
  sellable_from: '2025-11-21',
  locked: false,
  reserved: 0,
  leverage: 1,
  capital: '3005.03',
  borrowed: '0.00',
  interest: '0.00',
  price: '10.00',
  market_value: '3000.00',
  floating_pl: '-5.03',
  floating_pl_pct: '-0.17',
  margin_pct: null,
  margin_call: false,
  simulated: true,
};

describe('live re-valuation of a position', () => {
  it('follows the contract formulas to the cent', () => {
    // 10.37 × 300 = 3111.00; 3111.00 − 3000.00 − 5.03 = 105.97; 105.97 / 3005.03 = 3.5264…% → 3.53
    const live = revalue(base, '10.37');
    expect(live).toMatchObject({ price: '10.37', market_value: '3111.00', floating_pl: '105.97', floating_pl_pct: '3.53' });
  });

  it('counts interest of a leveraged position against it', () => {
    const levered = { ...base, leverage: 2, capital: '1505.03', borrowed: '1500.00', interest: '1.64' };
    // 9.80 × 300 = 2940.00; 2940.00 − 3000.00 − 5.03 − 1.64 = −66.67; −66.67 / 1505.03 = −4.4298…% → −4.43
    expect(revalue(levered, '9.80')).toMatchObject({ market_value: '2940.00', floating_pl: '-66.67', floating_pl_pct: '-4.43' });
  });

  it('leaves the position alone without a new readable price', () => {
    expect(revalue(base, undefined)).toBe(base);
    expect(revalue(base, '10.00')).toBe(base);
    expect(revalue(base, 'n/a')).toBe(base);
  });

  it('rounds the ratio half away from zero', () => {
    expect(percentOf(1n, 8n)).toBe('12.50');
    expect(percentOf(1n, 20_000n)).toBe('0.01'); // 0.005 % → 0.01
    expect(percentOf(-1n, 20_000n)).toBe('-0.01');
    expect(percentOf(1n, 200_000n)).toBe('0.00');
    expect(percentOf(5n, 0n)).toBe('0.00');
  });

  it('sums the totals exactly', () => {
    expect(totalsOf([revalue(base, '10.37'), { market_value: '0.10', floating_pl: '-106.00' }])).toEqual({ market_value: '3111.10', floating_pl: '-0.03' });
    expect(totalsOf([])).toEqual({ market_value: '0.00', floating_pl: '0.00' });
  });
});
