import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';
import { leveragedBuy, offerLeverage, positionRow } from './leverage-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('margin call', () => {
  it('warns once when equity / market value falls below the margin call level', async () => {
    await offerLeverage(k, { multipliers: [1, 2], annual_rate_bp: 0, margin_call_pct: 48, maintenance_pct: 45 });
    const u = await k.trader(2_000_000n);
    // Borrowed 509.00 on 100 shares: ratio = 1 − 509.00 / (100 × price).
    const p = await leveragedBuy(k, u.token, u.id, 100, 2);
    const trading = k.t.services.trading;

    // 9.79: (979.00 − 509.00) / 979.00 = 48.008 % — at the level, not below it: no warning.
    await k.setPrice(SH_STOCK, 979);
    expect(await trading.checkMargins()).toEqual({ calls: 0, liquidated: 0 });
    expect(await k.messagesOf(u.token, 'margin_call')).toHaveLength(0);
    expect((await k.positions(u.token)).list[0]).toMatchObject({ margin_pct: '48.01', margin_call: false });

    // 9.78: 469.00 / 978.00 = 47.955 % → margin call, told once however often the job runs.
    await k.setPrice(SH_STOCK, 978);
    expect(await trading.checkMargins()).toEqual({ calls: 1, liquidated: 0 });
    expect(await trading.checkMargins()).toEqual({ calls: 0, liquidated: 0 });
    const notices = await k.messagesOf(u.token, 'margin_call');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('47.96%');
    expect(notices[0]!.body).toContain('48%');
    expect((await k.positions(u.token)).list[0]).toMatchObject({ margin_pct: '47.96', margin_call: true });
    expect((await positionRow(k, p.id)).marginCallAt).not.toBeNull();
    // Nothing sold: above maintenance (and bought today).
    expect((await positionRow(k, p.id)).quantity).toBe(100);

    // Recovered: the mark clears, so a later fall warns again.
    await k.setPrice(SH_STOCK, 1017);
    await trading.checkMargins();
    expect((await positionRow(k, p.id)).marginCallAt).toBeNull();
    await k.setPrice(SH_STOCK, 970);
    expect(await trading.checkMargins()).toEqual({ calls: 1, liquidated: 0 });
    expect(await k.messagesOf(u.token, 'margin_call')).toHaveLength(2);
    await k.expectReconciled();
  });
});
