import { describe, expect, it } from 'vitest';
import { amountProblem, compareAmounts, formatCount, formatDecimal, formatMoney, formatSigned, fromCents, isZeroAmount, toCents } from './money.ts';

describe('cents', () => {
  it('reads decimal strings exactly, without floats', () => {
    expect(toCents('0.10')).toBe(10);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1234.05')).toBe(123405);
    expect(toCents('-12.3')).toBe(-1230);
    expect(toCents('-0.00')).toBe(0);
    expect(toCents('9999999999999.99')).toBe(999999999999999);
  });

  it('refuses what is not a money string', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '1,000.00', '.5', '--1']) expect(toCents(bad)).toBeNull();
  });

  it('writes cents back with two places', () => {
    expect(fromCents(123405)).toBe('1234.05');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-1230)).toBe('-12.30');
    // 0.1 + 0.2 in cents is exact.
    expect(fromCents((toCents('0.1') ?? 0) + (toCents('0.2') ?? 0))).toBe('0.30');
  });

  it('compares as money, not as text', () => {
    expect(compareAmounts('100.00', '99.99')).toBe(1);
    expect(compareAmounts('9', '10')).toBe(-1);
    expect(compareAmounts('10.5', '10.50')).toBe(0);
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
  });
});

describe('formatMoney', () => {
  it('groups thousands and always shows two decimals, the way each language writes numbers', () => {
    expect(formatMoney('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', 'de')).toBe('1.234.567,50');
    expect(formatMoney('1234567.5', 'zh_cn')).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', 'fr')).toBe('1\u202f234\u202f567,50');
    expect(formatMoney('100', 'en')).toBe('100.00');
    expect(formatMoney('-2500.00', 'de')).toBe('-2.500,00');
    expect(formatMoney('0.00', 'en')).toBe('0.00');
  });

  it('keeps every digit of a large amount (no float on the way)', () => {
    expect(formatMoney('9999999999999.99', 'en')).toBe('9,999,999,999,999.99');
  });

  it('shows a dash for nothing and leaves unreadable text alone', () => {
    expect(formatMoney(null)).toBe('–');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('puts a plus on money in', () => {
    expect(formatSigned('2000.00', 'en')).toBe('+2,000.00');
    expect(formatSigned('2000.00', 'de')).toBe('+2.000,00');
    expect(formatSigned('-300.00', 'en')).toBe('-300.00');
    expect(formatSigned('0.00', 'en')).toBe('0.00');
  });
});

describe('formatDecimal and formatCount', () => {
  it('keep a price’s own decimals and group counts per language', () => {
    expect(formatDecimal('1524.545', { lang: 'de' })).toBe('1.524,545');
    expect(formatDecimal('-0.00', { lang: 'en', plus: true })).toBe('0.00');
    expect(formatDecimal('3.25', { lang: 'en', plus: true })).toBe('+3.25');
    expect(formatCount(10000, 'de')).toBe('10.000');
    expect(formatCount(10000, 'en')).toBe('10,000');
    expect(formatCount(10000, 'zh_cn')).toBe('10,000');
  });
});

describe('amountProblem', () => {
  it('asks for an amount first', () => {
    expect(amountProblem('  ')).toEqual({ key: 'validation.enterAmount' });
  });

  it('refuses negative, badly written and zero amounts', () => {
    expect(amountProblem('-5')).toEqual({ key: 'validation.amountNegative' });
    expect(amountProblem('1.234')).toEqual({ key: 'money.amountFormat' });
    expect(amountProblem('12a')).toEqual({ key: 'money.amountFormat' });
    expect(amountProblem('0.00', { zeroKey: 'validation.withdrawZero' })).toEqual({ key: 'validation.withdrawZero' });
  });

  it('applies the minimum and maximum from the config, in cents', () => {
    expect(amountProblem('99.99', { min: '100.00' })).toEqual({ key: 'money.belowMin', values: { min: formatMoney('100.00') } });
    expect(amountProblem('100', { min: '100.00' })).toBeUndefined();
    expect(amountProblem('1000.01', { max: '1000.00', maxKey: 'money.overAvailable' })).toEqual({
      key: 'money.overAvailable',
      values: { max: formatMoney('1000.00') },
    });
    expect(amountProblem('1000.00', { max: '1000.00' })).toBeUndefined();
  });
});
