import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeTestApp, CODE, type BlockTradeKit } from './block-trade-test-kit.ts';

// PGlite runs one query at a time, so a race cannot happen there: this runs on PostgreSQL only.
const onPostgres = Boolean(process.env['DATABASE_URL']);

let k: BlockTradeKit;
beforeAll(async () => {
  if (onPostgres) k = await blockTradeTestApp();
});
afterAll(async () => {
  if (onPostgres) await k.t.close();
});

type Res = Awaited<ReturnType<BlockTradeKit['purchase']>>;
const money = (s: string) => BigInt(s.replace('.', ''));

async function buyers(n: number, cents: number) {
  const list = [];
  for (let i = 0; i < n; i += 1) list.push(await k.buyer({ cents }));
  return list;
}

/** Checks the outcome of a race on one offer against the database and the ledger. */
async function expectConsistent(offerId: number, total: number, results: Res[], users: { id: number; token: string }[], funded: bigint) {
  const ok = results.filter((r) => r.statusCode === 200);
  const sold = ok.reduce((s, r) => s + (r.json().data.quantity as number), 0);
  for (const r of results.filter((x) => x.statusCode !== 200)) expect(['BLOCK_TRADE_SOLD_OUT', 'BLOCK_TRADE_ABOVE_REMAINING']).toContain(r.json().error);
  const offer = await k.offer(offerId);
  expect(offer.remaining_quantity).toBeGreaterThanOrEqual(0);
  expect(offer).toMatchObject({ remaining_quantity: total - sold, sold_quantity: sold, purchases: ok.length });
  // Every user paid exactly the totals of their own successful purchases; nobody else's.
  for (const u of users) {
    const mine = (await k.api(u.token, 'GET', '/purchases?size=100')).json().data.list as { offer_id: number; total: string }[];
    const paid = mine.filter((p) => p.offer_id === offerId).reduce((s, p) => s + money(p.total), 0n);
    const spentElsewhere = mine.filter((p) => p.offer_id !== offerId).reduce((s, p) => s + money(p.total), 0n);
    expect((await k.balances(u.id)).cash_available).toBe(funded - paid - spentElsewhere);
  }
  await k.expectReconciled();
  return { sold, ok: ok.length };
}

describe.skipIf(!onPostgres)('100 parallel purchases of one offer', () => {
  it('sell exactly what there is: 50 of 100 purchases of 100 shares get a 5 000-share offer, none oversold', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 5_000, min_quantity: 100 });
    const funded = 100_000_000n; // 1 000 000.00 each
    const users = await buyers(20, Number(funded));
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => k.purchase(users[i % users.length]!.token, offer.id, 100)));
    const outcome = await expectConsistent(offer.id, 5_000, results, users, funded);
    expect(outcome).toEqual({ sold: 5_000, ok: 50 });
    expect((await k.offer(offer.id)).status).toBe('sold_out');
  });

  it('leave the odd remainder when the sizes do not divide the total, and never go below zero', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 10_000, min_quantity: 100 });
    const funded = 100_000_000n;
    const users = await buyers(10, Number(funded));
    // 300-share purchases: 33 fit (9 900), then only 100 remain.
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => k.purchase(users[i % users.length]!.token, offer.id, 300)));
    const outcome = await expectConsistent(offer.id, 10_000, results, users, funded);
    expect(outcome).toEqual({ sold: 9_900, ok: 33 });
    // The last 100 shares still sell, exactly once, to the first of several racing buyers.
    const last = await Promise.all(users.slice(0, 5).map((u) => k.purchase(u.token, offer.id, 100)));
    expect(last.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 0, sold_quantity: 10_000 });
    await k.expectReconciled();
  });
});
