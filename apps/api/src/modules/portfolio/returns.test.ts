import { describe, expect, it } from 'vitest';
import { percentText, slices, timeWeightedReturn, withFlows } from './returns.ts';

describe('time-weighted return', () => {
  it('does not count a deposit as gain', () => {
    // 1,000 deposited on day 1; 1,000 more on day 2; nothing moves.
    expect(percentText(timeWeightedReturn(null, [{ value: 100_000n, flow: 100_000n }, { value: 200_000n, flow: 100_000n }, { value: 200_000n, flow: 0n }]))).toBe('0.00');
  });
  it('chains the days: +10% then −10% is −1%, whatever was deposited between', () => {
    const days = [
      { value: 110_000n, flow: 0n },
      { value: 1_099_000n, flow: 1_000_000n }, // 110,000 × 0.9 = 99,000, plus a deposit of 1,000,000
    ];
    expect(percentText(timeWeightedReturn(100_000n, days))).toBe('-1.00');
  });
  it('does not count a withdrawal as a loss', () => {
    expect(percentText(timeWeightedReturn(100_000n, [{ value: 40_000n, flow: -60_000n }]))).toBe('0.00');
  });
});

describe('allocation slices', () => {
  it('gives percentages of the positive parts, biggest first', () => {
    expect(slices([{ key: 'cash', value: 2500n }, { key: 'stocks', value: 7500n }, { key: 'money_market', value: 0n }])).toEqual([
      { key: 'stocks', value: 7500n, pct: '75.00' },
      { key: 'cash', value: 2500n, pct: '25.00' },
    ]);
  });
});

describe('flows between valuations', () => {
  it('belong to the next valued day, and all of them to the first when there is no earlier valuation', () => {
    const flows = new Map([
      ['2026-01-01', 500n],
      ['2026-01-03', 200n],
      ['2026-01-05', -100n],
    ]);
    const valued = [
      { day: '2026-01-04', value: 1n },
      { day: '2026-01-06', value: 2n },
    ];
    expect(withFlows(valued, undefined, flows).map((d) => d.flow)).toEqual([700n, -100n]);
    expect(withFlows(valued, '2026-01-02', flows).map((d) => d.flow)).toEqual([200n, -100n]);
  });
});
