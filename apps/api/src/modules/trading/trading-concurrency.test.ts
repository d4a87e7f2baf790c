import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../test/ledger-helpers.ts';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

// Meaningful on PostgreSQL only: PGlite runs one query at a time, so races cannot happen there.
let k: TradingKit;
beforeAll(async () => {
  if (process.env['DATABASE_URL']) k = await tradingTestApp({ PAY_PASSWORD_MAX_FAILURES: '100', PIN_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => k?.t.close());

type Res = { statusCode: number; json(): { error?: string; data: { state: string; quantity: number; total: string | null; frozen: string } } };
const errors = (results: Res[]) => results.filter((r) => r.statusCode !== 200).map((r) => r.json().error);

describe.skipIf(!process.env['DATABASE_URL'])('parallel orders on one account', () => {
  it('200 parallel market buys never spend more than the cash', async () => {
    const u = await k.trader();
    await k.t.services.account.verifyPayPassword(u.id, PIN);
    // Exactly 50 buys of 100 × 10.18 + 5.01 fees = 1,023.01 each.
    await fund(k.t, u.id, 50n * 102_301n);
    const results = await Promise.all(Array.from({ length: 200 }, () => k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(50);
    for (const e of errors(results)) expect(e).toBe('INSUFFICIENT_FUNDS');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 0n, cash_frozen: 0n });
    const held = (await k.positions(u.token)).list;
    expect(held).toHaveLength(50);
    expect(held.reduce((s, p) => s + p.quantity, 0)).toBe(5000);
    await k.expectReconciled();
  });

  it('parallel market and limit buys: cash + frozen + spent always equals what was paid in', async () => {
    const u = await k.trader();
    await k.t.services.account.verifyPayPassword(u.id, PIN);
    const paidIn = 3_000_000n;
    await fund(k.t, u.id, paidIn);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 ? k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 }) : k.order(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '9.50' }),
      ),
    );
    for (const e of errors(results)) expect(e).toBe('INSUFFICIENT_FUNDS');
    const accepted = results.filter((r) => r.statusCode === 200).map((r) => r.json().data);
    const cents = (s: string | null) => BigInt((s ?? '0').replace('.', ''));
    const spent = accepted.filter((o) => o.state === 'filled').reduce((s, o) => s + cents(o.total), 0n);
    const frozen = accepted.filter((o) => o.state === 'open').reduce((s, o) => s + cents(o.frozen), 0n);
    const b = await k.balances(u.id);
    expect(b.cash_frozen).toBe(frozen);
    expect(b.cash_available + b.cash_frozen + spent).toBe(paidIn);
    expect(b.cash_available).toBeGreaterThanOrEqual(0n);
    // Less than the cheapest order (a limit at 9.50: 950.00 + 5.01 = 955.01) can be left over.
    expect(b.cash_available).toBeLessThan(95_501n);
    await k.expectReconciled();
  });

  it('parallel sells of one position never sell or reserve more than is held', async () => {
    const u = await k.trader();
    await k.t.services.account.verifyPayPassword(u.id, PIN);
    const { positionId } = await k.grant(u.id, SH_STOCK, 1000, 900n);
    const sell = (i: number) =>
      k.api(u.token, 'POST', i % 3 === 0 ? `/positions/${positionId}/close` : '/orders', {
        code: SH_STOCK,
        side: 'sell',
        type: i % 2 ? 'market' : 'limit',
        ...(i % 2 ? {} : { price: '11.00' }),
        quantity: 100,
        pay_password: PIN,
      });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => sell(i)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    for (const e of errors(results)) expect(e).toBe('NOT_ENOUGH_SELLABLE');
    const accepted = results.filter((r) => r.statusCode === 200).map((r) => r.json().data);
    const sold = accepted.filter((o) => o.state === 'filled').length * 100;
    const reserved = accepted.filter((o) => o.state === 'open').length * 100;
    expect(sold + reserved).toBe(1000);
    const [position] = (await k.positions(u.token)).list;
    if (sold < 1000) expect(position).toMatchObject({ quantity: 1000 - sold, sellable: 0 });
    else expect(position).toBeUndefined();
    await k.expectReconciled();
  });
});
