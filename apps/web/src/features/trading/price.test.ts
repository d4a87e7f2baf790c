import { describe, expect, it } from 'vitest';
import { limitPriceProblem, stepPrice } from './price.ts';

const RULES = { tick: '0.01', band_up: '11.00', band_down: '9.00' };

describe('limit price', () => {
  it('asks for a price and a readable one', () => {
    expect(limitPriceProblem('', RULES)?.key).toBe('trading.priceRequired');
    expect(limitPriceProblem('0', RULES)?.key).toBe('trading.priceRequired');
    expect(limitPriceProblem('10.001', RULES)?.key).toBe('trading.priceFormat');
    expect(limitPriceProblem('-10', RULES)?.key).toBe('trading.priceFormat');
  });

  it('keeps the price inside today’s band, edges included', () => {
    expect(limitPriceProblem('11.00', RULES)).toBeUndefined();
    expect(limitPriceProblem('9', RULES)).toBeUndefined();
    expect(limitPriceProblem('11.01', RULES)).toEqual({ key: 'trading.priceOutsideBand', values: { down: '9.00', up: '11.00' } });
    expect(limitPriceProblem('8.99', RULES)?.key).toBe('trading.priceOutsideBand');
  });

  it('checks the tick when it is coarser than a cent', () => {
    const coarse = { tick: '0.05', band_up: null, band_down: null };
    expect(limitPriceProblem('10.05', coarse)).toBeUndefined();
    expect(limitPriceProblem('10.03', coarse)).toEqual({ key: 'trading.priceOffTick', values: { tick: '0.05' } });
  });
});

describe('price steps', () => {
  it('moves one tick and stays in the band', () => {
    expect(stepPrice('10.00', 1, RULES, '10.00')).toBe('10.01');
    expect(stepPrice('10.00', -1, RULES, '10.00')).toBe('9.99');
    expect(stepPrice('11.00', 1, RULES, '10.00')).toBe('11.00');
    expect(stepPrice('9.00', -1, RULES, '10.00')).toBe('9.00');
  });

  it('starts from the fallback when nothing readable is typed, and snaps off-tick input', () => {
    expect(stepPrice('', 1, RULES, '10.20')).toBe('10.21');
    const coarse = { tick: '0.05', band_up: null, band_down: null };
    expect(stepPrice('10.03', 1, coarse, '10.00')).toBe('10.05');
    expect(stepPrice('10.03', -1, coarse, '10.00')).toBe('10.00');
    expect(stepPrice('0.05', -1, coarse, '10.00')).toBe('0.05');
  });
});
