import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

/**
 * The same Idempotency-Key in flight on two processes at once: another transaction (as another
 * process's request would) holds the key uncommitted while a batch of market orders carries it.
 * The batch's claim of the key waits for that transaction, finds the key committed, and leaves
 * that order out: it answers from the committed key and has no effect, while the order beside
 * it in the batch fills once. PostgreSQL only: on PGlite the other transaction would hold the
 * only connection.
 */
describe.skipIf(!process.env['DATABASE_URL'])('a market order whose key another process commits while its batch runs (PostgreSQL)', () => {
  let k: TradingKit;
  beforeAll(async () => {
    k = await tradingTestApp();
  });
  afterAll(() => k.t.close());

  it('has no effect and answers from the committed key; the order beside it in the batch fills once', async () => {
    const raced = await k.trader(10_000_000n);
    const beside = await k.trader(10_000_000n);
    const db = k.t.ctx.db;
    const before = await k.balances(raced.id);

    let commitOther!: () => void;
    const otherMayCommit = new Promise<void>((resolve) => (commitOther = resolve));
    let keyHeld!: () => void;
    const held = new Promise<void>((resolve) => (keyHeld = resolve));
    // Another request with the same key (and another body), in flight elsewhere: its row is written, not yet committed.
    const other = db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO idempotency_requests (scope, key, request_hash, state, status_code, response, created_at)
            VALUES (${`user:${raced.id}`}, 'race-key-0001', 'another request', 'done', 200, '{"code":1}'::jsonb, now())`,
      );
      keyHeld();
      await otherMayCommit;
    });
    await held;

    const body = { code: SH_STOCK, side: 'buy', quantity: 100 };
    const racedAnswer = k.order(raced.token, body, { 'idempotency-key': 'race-key-0001' });
    const besideAnswer = k.order(beside.token, body, { 'idempotency-key': 'race-key-0002' });

    // The batch waits on the other transaction's row.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'transactionid'`,
      );
      if (row!.n > 0) break;
      if (Date.now() > deadline) {
        commitOther();
        throw new Error('the batch never waited on the key');
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    commitOther();
    await other;

    const res = await racedAnswer;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    const ok = await besideAnswer;
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.state).toBe('filled');

    // No effect for the raced order: no order row, no position, the same cash.
    const orders = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM trading_orders WHERE user_id = ${raced.id}`);
    expect(orders[0]!.n).toBe(0);
    expect((await k.positions(raced.token)).list).toHaveLength(0);
    expect(await k.balances(raced.id)).toEqual(before);
    // The order beside it: one order, one position, its key stored with its answer.
    const besideOrders = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM trading_orders WHERE user_id = ${beside.id}`);
    expect(besideOrders[0]!.n).toBe(1);
    expect((await k.positions(beside.token)).list).toHaveLength(1);
    const keys = await queryRows<{ key: string; state: string; request_hash: string }>(
      db,
      sql`SELECT key, state, request_hash FROM idempotency_requests WHERE key IN ('race-key-0001', 'race-key-0002') ORDER BY key`,
    );
    expect(keys.map((r) => [r.key, r.state])).toEqual([
      ['race-key-0001', 'done'],
      ['race-key-0002', 'done'],
    ]);
    expect(keys[0]!.request_hash).toBe('another request');
    await k.expectReconciled();
  });
});
