import { describe, expect, it } from 'vitest';
import { orderOutcomeKey } from './order-outcome.ts';
import { plClass, plTone, signedMoney, signedPct } from './pl.ts';

describe('P&L tones (coloured per the up/down convention in force)', () => {
  it('tells gains, losses and zero apart', () => {
    expect(plTone('12.30')).toBe('up');
    expect(plTone('-0.01')).toBe('down');
    expect(plTone('0.00')).toBe('flat');
    expect(plTone('-0.00')).toBe('flat');
    expect(plTone(undefined)).toBe('flat');
    expect(plClass('5')).toBe('tone-up');
    expect(plClass('-5')).toBe('tone-down');
  });

  it('writes the sign, so colour is never the only cue', () => {
    expect(signedMoney('1234.5', 'en')).toBe('+1,234.50');
    expect(signedMoney('-1234.50', 'de')).toBe('-1.234,50');
    expect(signedMoney('-0.00', 'en')).toBe('0.00');
    expect(signedPct('3.25', 'en')).toBe('+3.25%');
    expect(signedPct('-3.25', 'de')).toBe('-3,25\u00a0%');
    expect(signedPct('0.00', 'en')).toBe('0.00%');
    expect(signedPct(null)).toBe('–');
  });
});

describe('order outcome', () => {
  it('says purchase or sale successful only for a filled order', () => {
    expect(orderOutcomeKey({ side: 'buy', state: 'filled' })).toBe('trading.buySuccess');
    expect(orderOutcomeKey({ side: 'sell', state: 'filled' })).toBe('trading.sellSuccess');
    expect(orderOutcomeKey({ side: 'buy', state: 'open' })).toBe('trading.orderPlaced');
  });
});
