import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { exchangeQuota, heldUnits, issueQuotaUnits, quotaRules, unitsFor } from './rules.ts';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? [err.code, err.params] : err;
  }
  return 'no error';
};

describe('subscription quota arithmetic (A-share defaults)', () => {
  const rules = quotaRules(loadConfig({ DEMO: 'false' }));

  it('earns one unit per full 10,000.00 held in Shanghai and per full 5,000.00 in Shenzhen, rounding down', () => {
    expect(rules.baseUnits).toBe(0);
    expect(heldUnits(0n, 1_000_000n)).toBe(0);
    expect(heldUnits(999_999n, 1_000_000n)).toBe(0); // 9,999.99: not yet one unit
    expect(heldUnits(1_000_000n, 1_000_000n)).toBe(1);
    expect(heldUnits(2_999_999n, 1_000_000n)).toBe(2);
    expect(heldUnits(-500n, 1_000_000n)).toBe(0);
    // 23,456.78 held in Shanghai: 2 units of 1,000 shares.
    expect(exchangeQuota(rules, 'SH', 2_345_678n)).toEqual({
      exchange: 'SH',
      market_value: '23456.78',
      unit_value: '10000.00',
      unit_shares: 1000,
      held_units: 2,
      base_units: 0,
      units: 2,
      shares: 2000,
    });
    // The same value in Shenzhen: 4 units of 500 shares.
    expect(exchangeQuota(rules, 'SZ', 2_345_678n)).toMatchObject({ unit_value: '5000.00', unit_shares: 500, held_units: 4, units: 4, shares: 2000 });
  });

  it('adds the configured base units (demo mode by default), then the issue caps the result', () => {
    expect(quotaRules(loadConfig({ DEMO: 'true' })).baseUnits).toBe(10);
    expect(quotaRules(loadConfig({ DEMO: 'true', IPO_BASE_UNITS: '0' })).baseUnits).toBe(0);
    const demo = quotaRules(loadConfig({ DEMO: 'false', IPO_BASE_UNITS: '3' }));
    expect(exchangeQuota(demo, 'SZ', 1_200_000n)).toMatchObject({ held_units: 2, base_units: 3, units: 5, shares: 2500 });
    expect(issueQuotaUnits(5, 4)).toBe(4);
    expect(issueQuotaUnits(5, 8)).toBe(5);
  });

  it('reads the unit values and sizes from settings', () => {
    const custom = quotaRules(loadConfig({ DEMO: 'false', IPO_UNIT_VALUE_SH: '20000.00', IPO_UNIT_SHARES_SH: '100' }));
    expect(exchangeQuota(custom, 'SH', 4_000_000n)).toMatchObject({ held_units: 2, unit_shares: 100, shares: 200 });
    expect(() => loadConfig({ IPO_UNIT_SHARES_SZ: '0' })).toThrow(/IPO_UNIT_SHARES_SZ/);
  });

  it('takes an application as whole units within the quota, with the spec’s messages otherwise', () => {
    expect(unitsFor('3000', 1000, 5)).toBe(3);
    expect(unitsFor(' 500 ', 500, 1)).toBe(1);
    expect(code(() => unitsFor('', 1000, 5))).toEqual(['IPO_SHARES_ZERO', {}]);
    expect(code(() => unitsFor('0', 1000, 5))).toEqual(['IPO_SHARES_ZERO', {}]);
    expect(code(() => unitsFor('1500', 1000, 5))).toEqual(['IPO_SHARES_NOT_UNIT', { unit: 1000 }]);
    expect(code(() => unitsFor('1000', 1000, 0))).toEqual(['IPO_NO_QUOTA', {}]);
    expect(code(() => unitsFor('6000', 1000, 5))).toEqual(['IPO_QUOTA_EXCEEDED', { max: 5000 }]);
  });
});
