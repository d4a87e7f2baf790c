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

  it('shows a stock once when two pages read at different moments both hold it, as the later read has it', () => {
    // Page 1 was read with 600519 at 3.00; it had fallen to 1.50 by the read of page 2.
    const pages = [row('600000', '5.00'), row('600519', '3.00'), row('000001', '2.00'), row('600519', '1.50'), row('000002', '1.00')];
    const ranked = rankLive(pages, new Map(), 'gainers');
    expect(ranked.map((r) => r.code)).toEqual(['600000', '000001', '600519', '000002']);
    expect(ranked[2]?.change_pct).toBe('1.50');
  });

  it('sorts losers ascending and ties by code, and ignores an older tick', () => {
    const rows = [row('600519', '-1.00'), row('000002', '-1.00'), row('600000', '-4.00')];
    expect(rankLive(rows, new Map(), 'losers').map((r) => r.code)).toEqual(['600000', '000002', '600519']);
    const stale = new Map([['600519', { ...tick('600519', '-9.00'), time: '2024-01-05T01:00:00.000Z' }]]);
    expect(rankLive(rows, stale, 'losers')[0]?.code).toBe('600000');
  });

  it('compares decimals exactly, whatever their fraction digits and however large', () => {
    const rows = [row('600001', '10.5'), row('600002', '10.45'), row('600003', '-0.5'), row('600004', '10.450')];
    expect(rankLive(rows, new Map(), 'gainers').map((r) => r.code)).toEqual(['600001', '600002', '600004', '600003']);
    // Turnovers past 2^53, one fen apart: a float would call them equal and order them by code.
    const big = [
      { ...row('600001', '0'), turnover: '90071992547409930.01' },
      { ...row('600002', '0'), turnover: '90071992547409930.02' },
      { ...row('600003', '0'), turnover: '5.00' },
    ];
    expect(rankLive(big, new Map(), 'turnover').map((r) => r.code)).toEqual(['600002', '600001', '600003']);
    expect(rankLive([row('600001', '0', 5), row('600002', '0', 9), row('600000', '0', 5)], new Map(), 'volume').map((r) => r.code)).toEqual([
      '600002',
      '600000',
      '600001',
    ]);
  });
});
