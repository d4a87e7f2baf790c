import { describe, expect, it } from 'vitest';
import { fromShares, largestValidBuy, quantityProblem, quantityUnit, toShares } from './quantity.ts';

const MAIN = { lot_size: 100, min_buy: 100, buy_step: 100 };
const STAR = { lot_size: 100, min_buy: 200, buy_step: 1 };

describe('quantity unit', () => {
  it('types buys of ordinary codes in lots, STAR buys and all sells in shares', () => {
    expect(quantityUnit(MAIN, 'buy')).toBe('lots');
    expect(quantityUnit(STAR, 'buy')).toBe('shares');
    expect(quantityUnit(MAIN, 'sell')).toBe('shares');
    expect(quantityUnit(STAR, 'sell')).toBe('shares');
  });
});

describe('lots and shares', () => {
  it('converts typed lots to shares and back', () => {
    expect(toShares('3', 'lots', 100)).toBe(300);
    expect(toShares(' 250 ', 'shares', 100)).toBe(250);
    expect(fromShares(300, 'lots', 100)).toBe('3');
    // Whole lots only: 350 shares is 3 lots on a lot-typed field.
    expect(fromShares(350, 'lots', 100)).toBe('3');
    expect(fromShares(350, 'shares', 100)).toBe('350');
  });

  it('reads nothing from text that is not a whole number', () => {
    for (const bad of ['', '1.5', '-1', 'abc', '1e3']) expect(toShares(bad, 'lots', 100)).toBeNull();
  });

  it('finds the largest buy the rules allow under a limit', () => {
    expect(largestValidBuy(1_234, MAIN)).toBe(1_200);
    expect(largestValidBuy(99, MAIN)).toBe(0);
    expect(largestValidBuy(257, STAR)).toBe(257);
    expect(largestValidBuy(199, STAR)).toBe(0);
  });
});

describe('quantity rules (the server checks them again)', () => {
  it('gives the spec message for zero, in the unit typed', () => {
    expect(quantityProblem('', { side: 'buy', unit: 'lots', rules: MAIN })).toEqual({ key: 'validation.lotsZero' });
    expect(quantityProblem('0', { side: 'buy', unit: 'lots', rules: MAIN })).toEqual({ key: 'validation.lotsZero' });
    expect(quantityProblem('0', { side: 'buy', unit: 'shares', rules: STAR })).toEqual({ key: 'validation.sharesZero' });
    expect(quantityProblem('0', { side: 'sell', unit: 'shares', rules: MAIN, sellable: 500 })).toEqual({ key: 'validation.sharesZero' });
  });

  it('refuses fractions and absurd sizes', () => {
    expect(quantityProblem('1.5', { side: 'buy', unit: 'lots', rules: MAIN })?.key).toBe('trading.quantityWhole');
    expect(quantityProblem('1000001', { side: 'buy', unit: 'lots', rules: MAIN })?.key).toBe('trading.quantityTooLarge');
  });

  it('applies the STAR minimum of 200 shares, then any step of 1', () => {
    expect(quantityProblem('199', { side: 'buy', unit: 'shares', rules: STAR })).toEqual({ key: 'trading.starMinimum', values: { min: 200 } });
    expect(quantityProblem('201', { side: 'buy', unit: 'shares', rules: STAR })).toBeUndefined();
  });

  it('keeps buys typed in shares on the lot step', () => {
    const shareTyped = { lot_size: 100, min_buy: 100, buy_step: 100 };
    expect(quantityProblem('150', { side: 'buy', unit: 'shares', rules: shareTyped })).toEqual({ key: 'trading.lotSize', values: { step: 100 } });
  });

  it('lets a sell clear an odd remainder but not more than is sellable', () => {
    expect(quantityProblem('150', { side: 'sell', unit: 'shares', rules: MAIN, sellable: 150 })).toBeUndefined();
    expect(quantityProblem('151', { side: 'sell', unit: 'shares', rules: MAIN, sellable: 150 })).toEqual({
      key: 'trading.notEnoughSellable',
      values: { sellable: 150 },
    });
  });
});
