import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { queryRows } from '../../db/client.ts';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  // Long waits, so that the test checks the rule and not the machine's speed: the last two
  // callers come back 5 ms after the others, far inside the quiet wait.
  k = await tradingTestApp({ ORDER_GATHER_MS: '1000', ORDER_GATHER_QUIET_MS: '200' });
});
afterAll(() => k.t.close());

describe('the last tenth of the orders that come back after a batch', () => {
  it('joins the batch of the others instead of missing it and taking turns with it', async () => {
    const CLIENTS = 20;
    const LATE = 2; // one tenth: the batch may start without them once the others are back
    const ROUNDS = 8;
    const users = await Promise.all(Array.from({ length: CLIENTS }, () => k.trader(100_000_000n)));
    // In-process callers, so that the timing is the test's own: eighteen place their next order
    // as soon as they have their answer, two of them 5 ms later.
    const client = async (userId: number, i: number) => {
      for (let round = 0; round < ROUNDS; round++) {
        await k.t.services.trading.placeDirect(userId, { code: SH_STOCK, side: 'buy', type: 'market', quantity: 100, leverage: 1 });
        if (i >= CLIENTS - LATE) await sleep(5);
      }
    };
    await Promise.all(users.map((u, i) => client(u.id, i)));
    const [row] = await queryRows<{ orders: number; batches: number }>(
      k.t.ctx.db,
      // A batch writes its orders with one timestamp.
      sql`SELECT count(*)::int AS orders, count(DISTINCT created_at)::int AS batches FROM trading_orders WHERE type = 'market'`,
    );
    expect(row!.orders).toBe(CLIENTS * ROUNDS);
    // One batch a round, and one more at most for the first. Started at nine tenths, the batches
    // took turns: the late two fell a batch behind every round and ended on their own.
    expect(row!.batches).toBeLessThanOrEqual(ROUNDS + 1);
    await k.expectReconciled();
  });
});
