import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

const base = { code: SH_STOCK, side: 'buy', type: 'market', quantity: 100, leverage: 1, pay_password: PIN };

describe('bad input', () => {
  it('is refused with a clear, translated error and changes nothing', async () => {
    const u = await k.trader(50_000n); // 500.00: less than one lot costs
    const cases: [Record<string, unknown>, number, string][] = [
      [{ quantity: 0 }, 400, 'QUANTITY_ZERO'],
      [{ quantity: -100 }, 400, 'VALIDATION_FAILED'],
      [{ quantity: 100.5 }, 400, 'VALIDATION_FAILED'],
      [{ quantity: '100' }, 400, 'VALIDATION_FAILED'],
      [{ side: 'hold' }, 400, 'VALIDATION_FAILED'],
      [{ type: 'stop' }, 400, 'VALIDATION_FAILED'],
      [{ type: 'limit', price: '10.123' }, 400, 'VALIDATION_FAILED'],
      [{ type: 'limit', price: '-1' }, 400, 'VALIDATION_FAILED'],
      [{ code: '' }, 400, 'VALIDATION_FAILED'],
      [{ pay_password: '12345' }, 400, 'VALIDATION_FAILED'],
      [{ leverage: 2 }, 422, 'LEVERAGE_NOT_OFFERED'],
      [{ leverage: 11 }, 400, 'VALIDATION_FAILED'],
      [{ code: '999999' }, 404, 'NOT_FOUND'],
      [{ quantity: 100 }, 422, 'INSUFFICIENT_FUNDS'],
      [{ type: 'limit', price: '10.00' }, 422, 'INSUFFICIENT_FUNDS'],
      [{ side: 'sell' }, 422, 'NOT_ENOUGH_SELLABLE'],
    ];
    for (const [change, status, error] of cases) {
      const res = await k.api(u.token, 'POST', '/orders', { ...base, ...change });
      expect(res.statusCode, `${JSON.stringify(change)} ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ error, data: null });
      expect(res.json().msg.length).toBeGreaterThan(3);
    }
    // In German too: the message follows the request's language.
    const de = await k.api(u.token, 'POST', '/orders', { ...base, quantity: 0 }, { lang: 'de' });
    expect(de.json().msg).toBe('Die Anzahl der Lots darf nicht 0 sein');

    expect(await k.balances(u.id)).toMatchObject({ cash_available: 50_000n, cash_frozen: 0n });
    expect((await k.api(u.token, 'GET', '/orders')).json().data.total).toBe(0);
    expect((await k.positions(u.token)).list).toEqual([]);
    await k.expectReconciled();
  });

  it('checks the rules before the trading password, which is checked and counted', async () => {
    const u = await k.trader(2_000_000n);
    // A broken rule with a wrong password: the rule answers, no attempt is used.
    expect((await k.api(u.token, 'POST', '/orders', { ...base, quantity: 150, pay_password: '000000' })).json().error).toBe('LOT_SIZE');
    const wrong = await k.api(u.token, 'POST', '/orders', { ...base, pay_password: '000000' });
    expect(wrong.json()).toMatchObject({ error: 'PAY_PASSWORD_WRONG' });
    expect(wrong.json().msg).toContain('4');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 2_000_000n });
    expect((await k.api(u.token, 'GET', '/orders')).json().data.total).toBe(0);
    await k.expectReconciled();
  });

  it('needs a verified identity', async () => {
    const u = await k.t.signUp();
    const res = await k.api(u.token, 'POST', '/orders', base);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('IDENTITY_REQUIRED');
  });
});
