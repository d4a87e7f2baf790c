import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, money, parseMoney, roundCents } from './money.ts';

describe('money', () => {
  it('parses decimal strings exactly and formats them back', () => {
    expect(parseMoney('1234.5')).toBe(123450n);
    expect(parseMoney('0.01')).toBe(1n);
    expect(parseMoney('-7.10')).toBe(-710n);
    expect(formatMoney(123450n)).toBe('1234.50');
    expect(formatMoney(-5n)).toBe('-0.05');
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (n) => parseMoney(formatMoney(n)) === n));
  });

  it('refuses fractions of a cent, floats, exponents and overflow', () => {
    for (const bad of ['1.234', '1e5', '0x10', '', ' . ', '1,00', '--1', '12345678901234567.00']) expect(() => parseMoney(bad)).toThrow(RangeError);
    expect(() => money(0.5)).toThrow(RangeError);
    expect(() => money(2n ** 63n)).toThrow(RangeError);
  });

  it('rounds a quotient once, half-up with ties away from zero, the same from bigints as from decimals', () => {
    expect(roundCents(5n, 2n)).toBe(3n);
    expect(roundCents(-5n, 2n)).toBe(-3n);
    expect(roundCents(5n, -2n)).toBe(-3n);
    expect(roundCents(7n, 3n)).toBe(2n);
    expect(roundCents(2_500_000n * 250n, 1_000_000n)).toBe(625n);
    expect(roundCents('0.5')).toBe(1n);
    expect(roundCents('1001', '0.5')).toBe(2002n);
    expect(() => roundCents(1n, 0n)).toThrow(RangeError);
    expect(() => roundCents('1', '0')).toThrow(RangeError);
    const whole = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    fc.assert(
      fc.property(whole, whole.filter((d) => d !== 0n), (n, d) => roundCents(n, d) === roundCents(n.toString(), d.toString())),
    );
  });
});
