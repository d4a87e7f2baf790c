import { describe, expect, it } from 'vitest';
import { parseDays, redeemLimit } from './limits.ts';

describe('money-market form limits', () => {
  it('accepts whole days from 1 to 3650 only', () => {
    expect(parseDays('30')).toBe(30);
    expect(parseDays(' 365 ')).toBe(365);
    expect(parseDays('3650')).toBe(3650);
    for (const bad of ['', '0', '3651', '1.5', '-3', 'abc', '12345']) expect(parseDays(bad), bad).toBeUndefined();
  });

  it('limits an instant redemption by the smaller of the redeemable balance and the day’s remaining cap', () => {
    const s = { redeemable: '2500.00', instant_remaining: '1000.00' };
    expect(redeemLimit(s, 'normal')).toEqual({ max: '2500.00', byCap: false });
    expect(redeemLimit(s, 'instant')).toEqual({ max: '1000.00', byCap: true });
    expect(redeemLimit({ redeemable: '300.00', instant_remaining: '300.00' }, 'instant')).toEqual({ max: '300.00', byCap: false });
  });
});
