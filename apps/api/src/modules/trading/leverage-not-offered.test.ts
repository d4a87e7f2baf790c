import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('leverage', () => {
  it('is refused unless operators offer the multiplier', async () => {
    const u = await k.trader(2_000_000n);
    expect((await k.admin('GET', '/leverage')).json().data).toEqual({ multipliers: [1], annual_rate_bp: 800, margin_call_pct: 30, maintenance_pct: 20 });
    const refused = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100, leverage: 2 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'LEVERAGE_NOT_OFFERED' });
    expect(refused.json().msg).toContain('2×');
    expect((await k.balances(u.id)).cash_available).toBe(2_000_000n);

    // Operators' settings are checked: 1 must be offered, maintenance below the margin call, and
    // a fresh position at the top multiplier must not start in a margin call.
    for (const bad of [
      { multipliers: [2], annual_rate_bp: 800, margin_call_pct: 30, maintenance_pct: 20 },
      { multipliers: [1, 2], annual_rate_bp: 800, margin_call_pct: 20, maintenance_pct: 30 },
      { multipliers: [1, 5], annual_rate_bp: 800, margin_call_pct: 30, maintenance_pct: 20 },
    ]) {
      expect((await k.admin('PUT', '/leverage', bad)).json().error).toBe('VALIDATION_FAILED');
    }
    const put = await k.approved('PUT', '/leverage', { multipliers: [2, 1, 2], annual_rate_bp: 600, margin_call_pct: 40, maintenance_pct: 25 });
    expect(put.json().data.result).toEqual({ multipliers: [1, 2], annual_rate_bp: 600, margin_call_pct: 40, maintenance_pct: 25 });
    expect((await k.api(u.token, 'GET', `/ticket?code=${SH_STOCK}`)).json().data.leverage).toEqual([1, 2]);

    // Offered now: the preview splits own funds and the borrowed part (value 1,018.00 / 2 = 509.00 borrowed).
    const preview = await k.api(u.token, 'POST', '/orders/preview', { code: SH_STOCK, side: 'buy', type: 'market', quantity: 100, leverage: 2 });
    expect(preview.json().data).toMatchObject({ leverage: 2, value: '1018.00', own_funds: '514.01', borrowed: '509.00' });
    expect((await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100, leverage: 3 })).json().error).toBe('LEVERAGE_NOT_OFFERED');

    // A 2× buy: own funds 514.01 leave cash, 509.00 comes from the house loan book.
    await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 100, leverage: 2 });
    expect((await k.balances(u.id)).cash_available).toBe(2_000_000n - 51_401n);
    const [position] = (await k.positions(u.token)).list;
    expect(position).toMatchObject({ leverage: 2, borrowed: '509.00', capital: '514.01', margin_pct: '49.95', margin_call: false });
    // Sold the next day at 10.16: 1,016.00 − fees 5.52 − the 509.00 borrowed = 501.48 back to cash.
    k.nextDays(1);
    const sold = await k.api(u.token, 'POST', `/positions/${position!.id}/close`, { quantity: 100, pay_password: '135790' });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await k.balances(u.id)).cash_available).toBe(2_000_000n - 51_401n + 50_148n);
    await k.expectReconciled();
  });
});
