import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { queryRows } from '../../db/client.ts';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  // The wait is long here so that the test checks the gathering, not the machine's speed: on a
  // busy machine the answers and the next requests take longer than the 10 ms a server waits.
  k = await tradingTestApp({ PIN_RATE_LIMIT_PER_MINUTE: '10000', ORDER_GATHER_MS: '200' });
});
afterAll(() => k.t.close());

const batchesOf = async () => {
  // A batch writes its orders with one timestamp.
  const [row] = await queryRows<{ orders: number; batches: number }>(
    k.t.ctx.db,
    sql`SELECT count(*)::int AS orders, count(DISTINCT created_at)::int AS batches FROM trading_orders WHERE type = 'market'`,
  );
  return row!;
};

describe('clients that send their next order a moment after each answer', () => {
  it('are gathered into one batch per round, not left to take turns in smaller ones', async () => {
    const CLIENTS = 8;
    const ROUNDS = 5;
    const users = await Promise.all(Array.from({ length: CLIENTS }, () => k.trader(100_000_000n)));
    for (const u of users) await k.t.services.account.verifyPayPassword(u.id, PIN);
    // Each client: an order, its answer, a pause (the way back over a network: 1 to 6 ms, each
    // client its own), the next order.
    const client = async (token: string, i: number) => {
      for (let round = 0; round < ROUNDS; round++) {
        const res = await k.order(token, { code: SH_STOCK, side: 'buy', quantity: 100 });
        expect(res.statusCode, res.body).toBe(200);
        await sleep(1 + (i % 6));
      }
    };
    await Promise.all(users.map((u, i) => client(u.token, i)));
    const { orders, batches } = await batchesOf();
    expect(orders).toBe(CLIENTS * ROUNDS);
    // One batch per round, give or take the first (the clients start one by one).
    expect(batches).toBeLessThanOrEqual(ROUNDS + 2);
    await k.expectReconciled();
  });
});
