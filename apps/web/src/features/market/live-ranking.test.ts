// @vitest-environment node
import type { Tick } from '@meridian/contract/market';
import { describe, expect, it } from 'vitest';
import { rankLive } from './live-quote.ts';

const row = (code: string, change_pct: string, volume = 100) => ({ code, change_pct, volume, turnover: '1000.00', price: '10.00', time: '2024-01-05T01:30:00.000Z' });
const tick = (code: string, change_pct: string): Tick =>
  ({ code, change_pct, price: '11.00', change: '1.00', volume: 500, turnover: '5000.00', time: '2024-01-05T01:31:00.000Z' }) as Tick;

describe('ranked lists follow the live quotes', () => {
  it('re-ranks top gainers when a tick moves a stock past another', () => {
    const rows = [row('600000', '5.00'), row('600519', '3.00'), row('000001', '1.00')];
    expect(rankLive(rows, new Map(), 'gainers').map((r) => r.code)).toEqual(['600000', '600519', '000001']);
    const live = new Map([['000001', tick('000001', '9.50')]]);
    const ranked = rankLive(rows, live, 'gainers');
    expect(ranked.map((r) => r.code)).toEqual(['000001', '600000', '600519']);
    expect(ranked[0]?.change_pct).toBe('9.50');
  });

  it('sorts losers ascending and ties by code, and ignores an older tick', () => {
    const rows = [row('600519', '-1.00'), row('000002', '-1.00'), row('600000', '-4.00')];
    expect(rankLive(rows, new Map(), 'losers').map((r) => r.code)).toEqual(['600000', '000002', '600519']);
    const stale = new Map([['600519', { ...tick('600519', '-9.00'), time: '2024-01-05T01:00:00.000Z' }]]);
    expect(rankLive(rows, stale, 'losers')[0]?.code).toBe('600000');
  });
});
