import { describe, expect, it } from 'vitest';
import { acceptedQuantity, quantityProblem } from './validate-quantity.ts';

const main = { min_quantity: 500, remaining_quantity: 2000, step: 100 };
const star = { min_quantity: 200, remaining_quantity: 1000, step: 1 };

describe('a block trade quantity as typed', () => {
  it('is refused when empty or zero, with the spec’s message', () => {
    expect(quantityProblem('', main)).toEqual({ key: 'validation.sharesZero' });
    expect(quantityProblem(' 000 ', main)).toEqual({ key: 'validation.sharesZero' });
  });

  it('must be a whole number of shares', () => {
    expect(quantityProblem('1.5', main)?.key).toBe('blockTrades.quantityFormat');
    expect(quantityProblem('-100', main)?.key).toBe('blockTrades.quantityFormat');
  });

  it('goes in lots, then respects the minimum and what remains', () => {
    expect(quantityProblem('550', main)).toEqual({ key: 'blockTrades.lotStep', values: { step: 100 } });
    expect(quantityProblem('400', main)).toEqual({ key: 'blockTrades.belowMin', values: { min: 500 } });
    expect(quantityProblem('2100', main)).toEqual({ key: 'blockTrades.aboveRemaining', values: { remaining: 2000 } });
    expect(quantityProblem('2000', main)).toBeUndefined();
    expect(acceptedQuantity(' 500 ', main)).toBe(500);
    expect(acceptedQuantity('501', main)).toBeUndefined();
  });

  it('takes any whole number from the minimum up on the STAR board', () => {
    expect(quantityProblem('199', star)?.key).toBe('blockTrades.belowMin');
    expect(quantityProblem('201', star)).toBeUndefined();
  });
});
