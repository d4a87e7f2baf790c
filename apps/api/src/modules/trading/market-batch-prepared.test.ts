import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, transactionsSentDuring, type TradingKit } from './trading-test-kit.ts';

/**
 * The market-order batch's statements run prepared (db/client.ts, `queryPrepared`): each
 * connection parses and plans a statement once, then only binds and runs it. This watches the
 * statements two keyed batches send, one after the other: every statement the batch always sends
 * (the keys' claim, the accounts' lock, the ledger's entries, the fills, the house side with the
 * answers) carries a name, and the second batch sends the same names with the same texts.
 * PostgreSQL only: PGlite has no connection to watch, and no prepared statements to gain.
 */
describe.skipIf(!process.env['DATABASE_URL'])('a batch of market orders on PostgreSQL', () => {
  let k: TradingKit;
  beforeAll(async () => {
    k = await tradingTestApp();
  });
  afterAll(() => k.t.close());

  it('sends its statements prepared, under the same names from one batch to the next', async () => {
    const buyer = await k.trader(10_000_000n);

    const transactions = await transactionsSentDuring(async () => {
      for (const key of ['prepared-first', 'prepared-second']) {
        const res = await k.order(buyer.token, { code: SH_STOCK, side: 'buy', quantity: 100 }, { 'idempotency-key': key });
        expect(res.statusCode, res.body).toBe(200);
      }
    });

    const batches = transactions.filter((tx) => tx.some((s) => /INSERT INTO "idempotency_requests"/i.test(s.text)));
    expect(batches, transactions.map((tx) => tx.map((s) => s.text).join('\n')).join('\n===\n')).toHaveLength(2);
    const statements = [/INSERT INTO "idempotency_requests"/i, /WITH mine AS MATERIALIZED/, /INSERT INTO "journal_entries"/i, /INSERT INTO "trading_orders"/i, /UPDATE idempotency_requests/i];
    const named = batches.map((tx) =>
      statements.map((pattern) => {
        const sent = tx.find((s) => pattern.test(s.text));
        expect(sent, `${pattern} in\n${tx.map((s) => s.text).join('\n---\n')}`).toBeDefined();
        expect(sent!.name, sent!.text).toMatch(/^hot_\d+$/);
        return `${sent!.name} ${sent!.text}`;
      }),
    );
    expect(named[1]).toEqual(named[0]);
    await k.expectReconciled();
  });
});
