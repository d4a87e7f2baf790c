import type { Position } from '@meridian/contract/trading';
import { describe, expect, it } from 'vitest';
import { byTestId, mount, useScreenTests } from '../../../test/screen.tsx';
import { PositionRow } from './position-row.tsx';

useScreenTests();

const POSITION: Position = {
  id: 4,
  code: '601318',
  name: '中国平安',
  name_en: 'Ping An Insurance',
  source: 'block_trade',
  quantity: 500,
  sellable: 0,
  buy_price: '49.88',
  buy_value: '24940.00',
  buy_fee: '6.48',
  buy_time: '2026-12-03T02:00:00.000Z',
  sellable_from: '2026-12-10',
  locked: true,
  reserved: 0,
  leverage: 1,
  capital: '24940.00',
  borrowed: '0.00',
  interest: '0.00',
  price: '50.10',
  market_value: '25050.00',
  floating_pl: '103.52',
  floating_pl_pct: '0.42',
  margin_pct: null,
  margin_call: false,
  simulated: true,
};

describe('a holding row', () => {
  it('says from which day locked shares can be sold', async () => {
    await mount(<PositionRow position={POSITION} onOpen={() => {}} />);
    const tag = byTestId('holding-sellable-from')!;
    expect(tag.dataset['day']).toBe('2026-12-10');
    expect(tag.textContent).toContain('These shares can be sold from');
    expect(tag.textContent).toContain('2026');
    expect(byTestId('holding-sellable')!.textContent).toBe('0');
  });

  it('says nothing of it once they can be sold', async () => {
    await mount(<PositionRow position={{ ...POSITION, locked: false, sellable: 500, sellable_from: '2026-12-03' }} onOpen={() => {}} />);
    expect(byTestId('holding-sellable-from')).toBeNull();
    expect(byTestId('holding-sellable')!.textContent).toBe('500');
  });
});
