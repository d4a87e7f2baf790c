import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

const key = (k: string) => ({ 'idempotency-key': k });

describe('a market order sent with an Idempotency-Key', () => {
  it('fills once when the key is sent many times at once, and every copy answers that fill', async () => {
    const u = await k.trader(10_000_000n);
    const body = { code: SH_STOCK, side: 'buy', quantity: 100 };
    const results = await Promise.all(Array.from({ length: 12 }, () => k.order(u.token, body, key('market-once-0001'))));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(results.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    // Byte for byte: the replays send the stored answer as the first request sent it.
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(11);
    expect((await k.positions(u.token)).list).toHaveLength(1);
    const rows = await queryRows<{ state: string; status_code: number }>(k.t.ctx.db, sql`SELECT state, status_code FROM idempotency_requests WHERE key = 'market-once-0001'`);
    expect(rows).toEqual([{ state: 'done', status_code: 200 }]);
    await k.expectReconciled();
  });

  it('stores a refusal made in the batch and replays it; the same key with another order is refused', async () => {
    const u = await k.trader(100n);
    const refused = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 }, key('market-poor-0001'));
    expect(refused.json().error).toBe('INSUFFICIENT_FUNDS');
    const again = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 }, key('market-poor-0001'));
    expect(again.statusCode).toBe(refused.statusCode);
    expect(again.json()).toEqual(refused.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 200 }, key('market-poor-0001'));
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('stores a refusal made before the batch (a wrong trading password) and replays it', async () => {
    const u = await k.trader(10_000_000n);
    const wrong = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100, pay_password: '000000' }, key('market-pin-0001'));
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    const again = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100, pay_password: '000000' }, key('market-pin-0001'));
    expect(again.json()).toEqual(wrong.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The replay is answered before the trading password is checked again: one failure counted, not two.
    const failures = await queryRows<{ count: number }>(k.t.ctx.db, sql`SELECT count FROM auth_failures WHERE key = ${`paypwd:user:${u.id}`}`);
    expect(failures).toEqual([{ count: 1 }]);
  });
});
