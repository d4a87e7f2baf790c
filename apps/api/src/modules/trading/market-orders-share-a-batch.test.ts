import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp({ PIN_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => k.t.close());

describe('market orders sent at once over HTTP', () => {
  it('fill in shared batches, not one transaction per order (keyed or not)', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => k.trader(100_000_000n)));
    for (const u of users) await k.t.services.account.verifyPayPassword(u.id, PIN);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        k.order(users[i % users.length]!.token, { code: SH_STOCK, side: 'buy', quantity: 100 }, i % 2 ? { 'idempotency-key': `share-batch-${i}-0001` } : {}),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    // A batch writes its orders with one timestamp: one timestamp per order would mean batches of one.
    const [row] = await queryRows<{ orders: number; batches: number }>(
      k.t.ctx.db,
      sql`SELECT count(*)::int AS orders, count(DISTINCT created_at)::int AS batches FROM trading_orders WHERE type = 'market'`,
    );
    expect(row!.orders).toBe(24);
    expect(row!.batches).toBeLessThanOrEqual(6);
    await k.expectReconciled();
  });
});
