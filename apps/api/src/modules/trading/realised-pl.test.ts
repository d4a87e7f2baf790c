import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SZ_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('realised profit and loss', () => {
  it('equals the hand computation to the cent', async () => {
    k.toLocal('10:00', 3); // a Wednesday, so that the buy and the sell fall in one week
    const u = await k.trader(2_000_000n); // 20,000.00
    await k.setPrice(SZ_STOCK, 1100);
    // Buy 1,200 at the ask 11.01:
    //   value      1,200 × 11.01          = 13,212.00
    //   commission 13,212.00 × 0.025 %    =      3.303  → below the minimum → 5.00
    //   transfer   13,212.00 × 0.001 %    =      0.13212 → 0.13
    //   buy fee                            =      5.13
    await k.placed(u.token, { code: SZ_STOCK, side: 'buy', quantity: 1200 });
    k.nextDays(1);

    // At 12.00 the position floats: 14,400.00 − 13,212.00 − 5.13 = 1,182.87, on capital 13,217.13 → 8.9495 % → 8.95 %.
    await k.setPrice(SZ_STOCK, 1200);
    const [position] = (await k.positions(u.token)).list;
    expect((await k.api(u.token, 'GET', `/positions/${position!.id}`)).json().data).toMatchObject({
      market_value: '14400.00',
      floating_pl: '1182.87',
      floating_pl_pct: '8.95',
      capital: '13217.13',
    });

    // A limit sell at 12.49 rests (reserving the shares) and fills when a tick reaches it.
    const sell = await k.api(u.token, 'POST', '/orders', { code: SZ_STOCK, side: 'sell', type: 'limit', quantity: 1200, price: '12.49', pay_password: PIN });
    expect(sell.json().data).toMatchObject({ state: 'open' });
    await k.setPrice(SZ_STOCK, 1249);
    //   sell value 1,200 × 12.49          = 14,988.00
    //   commission 14,988.00 × 0.025 %    =      3.747  → 5.00
    //   transfer   14,988.00 × 0.001 %    =      0.14988 → 0.15
    //   stamp duty 14,988.00 × 0.05 %     =      7.494  → 7.49
    //   closing fee                        =     12.64
    //   realised   14,988.00 − 13,212.00 − 5.13 − 12.64 = 1,758.23
    //   percent    1,758.23 / 13,217.13 = 13.3026… % → 13.30
    const [closed] = (await k.api(u.token, 'GET', '/history')).json().data.list;
    expect(closed).toMatchObject({
      quantity: 1200,
      buy_value: '13212.00',
      buy_fee: '5.13',
      sell_price: '12.49',
      sell_value: '14988.00',
      transaction_fee: '5.15',
      stamp_duty: '7.49',
      closing_fee: '12.64',
      interest: '0.00',
      realised_pl: '1758.23',
      realised_pl_pct: '13.30',
    });
    expect((await k.api(u.token, 'GET', `/history/${closed.id}`)).json().data).toEqual(closed);
    // Cash: 20,000.00 − 13,217.13 + (14,988.00 − 12.64) = 21,758.23 = 20,000.00 + the realised P&L.
    expect((await k.balances(u.id)).cash_available).toBe(2_175_823n);
    expect((await k.api(u.token, 'GET', '/assets')).json().data).toMatchObject({ realised_pl: '1758.23', floating_pl: '0.00', total_pl: '1758.23' });
    expect((await k.api(u.token, 'GET', '/trades?range=today')).json().data.list.map((t: { side: string }) => t.side)).toEqual(['sell']);
    const trades = (await k.api(u.token, 'GET', '/trades?range=week')).json().data;
    expect(trades.list.map((t: { side: string; cash_amount: string }) => [t.side, t.cash_amount])).toEqual([
      ['sell', '14975.36'],
      ['buy', '-13217.13'],
    ]);
    await k.expectReconciled();
  });
});
