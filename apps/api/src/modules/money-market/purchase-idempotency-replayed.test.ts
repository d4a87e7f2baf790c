import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, PIN, type MmKit } from './mm-test-kit.ts';

const MON = nextWeekday(1);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

describe('a replayed Idempotency-Key', () => {
  it('moves money once for a purchase and once for a redemption, and answers the first answer', async () => {
    k.advanceTo(MON, '10:00');
    const u = await k.investor(100_000);
    const key = { 'idempotency-key': 'mm-purchase-0001' };
    const first = await k.purchase(u.token, '300.00', key);
    const again = await k.purchase(u.token, '300.00', key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 70_000n, cash_frozen: 30_000n });
    expect((await k.api(u.token, 'GET', '/history')).json().data.total).toBe(1);
    expect((await k.entriesOf(u.id)).map((e) => e.kind)).toEqual(['money_market_purchase_hold']);

    // The same key with another body is refused; a refusal is replayed as it was.
    const reused = await k.purchase(u.token, '1.00', key);
    expect(reused.json()).toMatchObject({ data: null, error: 'IDEMPOTENCY_KEY_REUSED' });
    const refusedKey = { 'idempotency-key': 'mm-purchase-0002' };
    const refused = await k.purchase(u.token, '700.01', refusedKey);
    expect(refused.json().error).toBe('MONEY_MARKET_OVER_AVAILABLE');
    expect((await k.purchase(u.token, '700.01', refusedKey)).json()).toEqual(refused.json());

    k.advanceTo(addDays(MON, 1), '10:00');
    const redeemKey = { 'idempotency-key': 'mm-redeem-0001' };
    const r1 = await k.redeem(u.token, '100.00', 'instant', redeemKey);
    const r2 = await k.redeem(u.token, '100.00', 'instant', redeemKey);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r2.json()).toEqual(r1.json());
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 80_000n, money_market: 20_000n });
    expect((await k.api(u.token, 'GET', '/history?type=redemption')).json().data.total).toBe(1);
    // A different key is a new redemption.
    expect((await k.api(u.token, 'POST', '/redemptions', { amount: '100.00', pay_password: PIN, mode: 'instant' }, { 'idempotency-key': 'mm-redeem-0002' })).statusCode).toBe(200);
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 90_000n, money_market: 10_000n });
    await k.expectReconciled();
  });
});
