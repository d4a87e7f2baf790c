import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, transactionsSentDuring, type TradingKit } from './trading-test-kit.ts';

/**
 * A batch of market orders sends its reads together on a pipelined connection (db/client.ts), so
 * nothing but the order of its calls decides the order in which the database takes its locks.
 * That order must stay the one the batch locked in when it sent them one by one — the requests'
 * keys, then the positions, then the cash accounts — or a batch and another transaction could each
 * hold what the other waits for. This watches the statements a keyed batch with a sell and a buy
 * sends, in the order they leave. PostgreSQL only: PGlite has no connection to watch.
 */
describe.skipIf(!process.env['DATABASE_URL'])('a batch of market orders on PostgreSQL', () => {
  let k: TradingKit;
  beforeAll(async () => {
    k = await tradingTestApp();
  });
  afterAll(() => k.t.close());

  it('takes its locks in one order: the keys, then the positions, then the accounts', async () => {
    const seller = await k.trader(10_000_000n);
    const buyer = await k.trader(10_000_000n);
    await k.grant(seller.id, SH_STOCK, 300, 1000n);

    let answers: Awaited<ReturnType<TradingKit['order']>>[] = [];
    const sent = await transactionsSentDuring(async () => {
      answers = await Promise.all([
        k.order(seller.token, { code: SH_STOCK, side: 'sell', quantity: 100 }, { 'idempotency-key': 'lock-order-sell' }),
        k.order(buyer.token, { code: SH_STOCK, side: 'buy', quantity: 100 }, { 'idempotency-key': 'lock-order-buy' }),
      ]);
    });
    const transactions = sent.map((tx) => tx.map((s) => s.text));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    // The sell's batch: the transaction that claims keys and locks positions.
    const keysAt = (tx: string[]) => tx.findIndex((s) => /INSERT INTO "idempotency_requests"/i.test(s));
    const positionsAt = (tx: string[]) => tx.findIndex((s) => /from "trading_positions".*for update/is.test(s));
    const batch = transactions.find((tx) => keysAt(tx) >= 0 && positionsAt(tx) >= 0);
    expect(batch, transactions.map((tx) => tx.join('\n')).join('\n===\n')).toBeDefined();
    const keys = keysAt(batch!);
    const positions = positionsAt(batch!);
    const accounts = batch!.findIndex((s) => /WITH mine AS MATERIALIZED/.test(s));
    const entries = batch!.findIndex((s) => /INSERT INTO "journal_entries"/i.test(s));
    expect([accounts, entries].every((i) => i >= 0), batch!.join('\n---\n')).toBe(true);
    expect(keys).toBeLessThan(positions);
    expect(positions).toBeLessThan(accounts);
    expect(accounts).toBeLessThan(entries);
    await k.expectReconciled();
  });
});
