import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('operators change the fee schedule', () => {
  it('audited; new orders use it, an order already resting keeps the schedule it was placed with', async () => {
    expect((await k.admin('GET', '/fees')).json().data).toEqual({ commission_rate_ppm: 250, commission_min: '5.00', transfer_fee_rate_ppm: 10, stamp_duty_rate_ppm: 500 });
    const u = await k.trader(5_000_000n);
    // Placed under the defaults: 1,000 × 10.00 = 10,000.00 + 5.00 + 0.10.
    const resting = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 1000, price: '10.00' });
    expect(resting.frozen).toBe('10005.10');

    const next = { commission_rate_ppm: 300, commission_min: '1.00', transfer_fee_rate_ppm: 20, stamp_duty_rate_ppm: 1000 };
    // Proposed: nothing changes until a second operator approves.
    const proposed = await k.admin('PUT', '/fees', next);
    expect(proposed.json().data).toMatchObject({ kind: 'trading.fees', state: 'pending', payload: next });
    expect((await k.api(u.token, 'GET', `/ticket?code=${SH_STOCK}`)).json().data.fees).not.toEqual(next);
    const put = await k.admin('PUT', '/fees', next);
    expect(put.json().error).toBe('APPROVAL_PENDING');
    const approved = await k.checker.approve(proposed.json().data.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.result).toEqual(next);
    expect((await k.api(u.token, 'GET', `/ticket?code=${SH_STOCK}`)).json().data.fees).toEqual(next);

    // A new buy: 100 × 10.18 = 1,018.00; commission 0.3054 → 0.31 (minimum now 1.00 → 1.00); transfer 0.02036 → 0.02.
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 });
    expect(o.fees).toEqual({ commission: '1.00', transfer_fee: '0.02', stamp_duty: '0.00', total: '1.02' });

    // The resting order fills with the fees it showed: 10,005.10, its hold used exactly.
    await k.setPrice(SH_STOCK, 1000);
    const filled = (await k.api(u.token, 'GET', '/orders')).json().data.list.find((x: { id: number }) => x.id === resting.id);
    expect(filled).toMatchObject({ state: 'filled', total: '10005.10' });
    expect((await k.balances(u.id)).cash_frozen).toBe(0n);

    const audit = await k.t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=50', headers: { 'x-admin-token': (await operatorLogin(k.t.app, 'trading_op', 'Trading-operator-2026')) } });
    const entry = (audit.json().data.list as { action: string; detail: { before: unknown; after: unknown } }[]).find((a) => a.action === 'trading.fees.update');
    expect(entry?.detail).toEqual({ before: { commission_rate_ppm: 250, commission_min: '5.00', transfer_fee_rate_ppm: 10, stamp_duty_rate_ppm: 500 }, after: next });
    await k.expectReconciled();
  });

  it('refuses a bad schedule and changes nothing', async () => {
    const before = (await k.admin('GET', '/fees')).json().data;
    for (const bad of [{ commission_rate_ppm: -1 }, { commission_min: '5.001' }, { stamp_duty_rate_ppm: 100_001 }, { transfer_fee_rate_ppm: 1.5 }]) {
      const res = await k.admin('PUT', '/fees', { ...before, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
    expect((await k.admin('GET', '/fees')).json().data).toEqual(before);
  });
});
