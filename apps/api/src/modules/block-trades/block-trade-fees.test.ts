import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { journalEntries } from '../ledger/tables.ts';
import { blockTradeTestApp, CODE, type BlockTradeKit } from './block-trade-test-kit.ts';

let k: BlockTradeKit;
beforeAll(async () => {
  k = await blockTradeTestApp();
});
afterAll(() => k.t.close());

/** The postings of one ledger entry, by account: user kinds by name, house kinds prefixed "house:". */
async function postingsOf(key: string): Promise<Record<string, bigint>> {
  const [entry] = await k.t.ctx.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
  if (!entry) throw new Error(`no entry ${key}`);
  const rows = await queryRows<{ kind: string; user_id: string | null; amount: string }>(
    k.t.ctx.db,
    sql`SELECT a.kind, a.user_id, p.amount FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.entry_id = ${entry.id}`,
  );
  return Object.fromEntries(rows.map((r) => [r.user_id === null ? `house:${r.kind}` : r.kind, BigInt(r.amount)]));
}

// Default schedule (docs/design.md, Market and orders): commission 0.025 % with a 5.00 minimum, transfer fee 0.001 %,
// no stamp duty on a buy; each fee rounded half-up to the cent on its own.
const cases = [
  // 1 000 × 9.50 = 9 500.00: commission 2.375 → minimum 5.00; transfer 0.095 → 0.10.
  { price: '9.50', quantity: 1_000, value: 950_000n, commission: 500n, transfer: 10n },
  // 2 200 × 9.50 = 20 900.00: commission 5.225 → 5.23 (half-up); transfer 0.209 → 0.21.
  { price: '9.50', quantity: 2_200, value: 2_090_000n, commission: 523n, transfer: 21n },
  // 80 000 × 9.99 = 799 200.00: commission 199.80; transfer 7.992 → 7.99.
  { price: '9.99', quantity: 80_000, value: 79_920_000n, commission: 19_980n, transfer: 799n },
];

describe('a block trade purchase pays the normal trading fees', () => {
  for (const c of cases) {
    it(`${c.quantity} × ${c.price}: value, commission, transfer fee and total to the cent, posted as such`, async () => {
      k.setMarket(CODE, 1000);
      const offer = await k.listOffer({ price: c.price, total_quantity: 100_000, min_quantity: 100 });
      const fees = c.commission + c.transfer;
      const total = c.value + fees;
      const u = await k.buyer({ cents: total + 12_345n });

      // The preview shows exactly what the purchase then charges.
      const preview = await k.api(u.token, 'GET', `/offers/${offer.id}/preview?quantity=${c.quantity}`);
      expect(preview.statusCode, preview.body).toBe(200);
      const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
      const expectedFees = { commission: cents(c.commission), transfer_fee: cents(c.transfer), stamp_duty: '0.00', total: cents(fees) };
      expect(preview.json().data).toMatchObject({ quantity: c.quantity, price: c.price, value: cents(c.value), fees: expectedFees, total: cents(total), enough_cash: true });

      const res = await k.purchase(u.token, offer.id, c.quantity);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ code: 1, msg: 'Purchase successful' });
      expect(res.json().data).toMatchObject({ quantity: c.quantity, price: c.price, value: cents(c.value), fees: expectedFees, total: cents(total) });

      // The same arithmetic as the trading module's fee schedule, which normal orders use.
      const schedule = await k.t.services.trading.fees.compute('buy', c.value);
      expect({ commission: schedule.commission, transfer: schedule.transferFee, stamp: schedule.stampDuty, total: schedule.total }).toEqual({
        commission: c.commission,
        transfer: c.transfer,
        stamp: 0n,
        total: fees,
      });

      // One entry: the user pays value + fees, the house receives the value as trade settlement and the fees as revenue.
      expect(await postingsOf(`block_trade:${offer.id}:purchase:1`)).toEqual({
        cash_available: -total,
        'house:trade_settlement': c.value,
        'house:fee_revenue': fees,
      });
      expect((await k.balances(u.id)).cash_available).toBe(12_345n);
      await k.expectReconciled();
    });
  }
});
