import { TRADE_RANGES } from '@meridian/contract/trading';
import { describe, expect, it } from 'vitest';
import { RANGES } from '../../components/range-tabs.tsx';
import en from './locales/en.json';
import { periodText, ppmPercent } from './fees.ts';

describe('fee rates', () => {
  it('turns parts per million into an exact percent', () => {
    expect(ppmPercent(250)).toBe('0.025'); // commission, docs/design.md, Market and orders
    expect(ppmPercent(10)).toBe('0.001'); // transfer fee
    expect(ppmPercent(500)).toBe('0.05'); // stamp duty
    expect(ppmPercent(0)).toBe('0');
    expect(ppmPercent(100_000)).toBe('10');
    expect(ppmPercent(12_345)).toBe('1.2345');
  });
});

describe('trade ranges', () => {
  it('are the contract’s, each with a label in this feature’s texts', () => {
    expect([...RANGES]).toEqual([...TRADE_RANGES]);
    // The tabs' labels (components/range-tabs.tsx) read as the spec's ranges.
    expect([en.trading.today, en.trading.thisWeek, en.trading.thisMonth, en.trading.thisQuarter, en.trading.thisYear]).toEqual([
      'Today',
      'This week',
      'This month',
      'This quarter',
      'This year',
    ]);
  });

  it('show the period the server used', () => {
    expect(periodText('2025-11-21', '2025-11-21', 'en')).toBe('11/21/2025 Friday');
    expect(periodText('2025-11-17', '2025-11-21', 'de')).toBe('17.11.2025 Montag – 21.11.2025 Freitag');
  });
});
