import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { money } from '../../platform/money.ts';
import { queryRows } from '../../db/client.ts';
import { reconcile } from './reconcile.ts';

// Meaningful on PostgreSQL (DATABASE_URL set): PGlite runs one query at a time, so there the
// same assertions hold trivially.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('parallel movements on one account', () => {
  it('100 parallel holds never freeze more than the balance', async () => {
    const u = await t.signUp();
    await fund(t, u.id, 5_000);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        t.ctx.db.transaction((tx) => t.services.ledger.hold(tx, { key: `par-hold-${u.id}-${i}`, userId: u.id, amount: money(100), reason: 'withdrawal' })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await t.services.ledger.balances(t.ctx.db, u.id)).toMatchObject({ cash_available: 0n, cash_frozen: 5_000n });
    expect(await reconcile(t.ctx.db, new Date())).toMatchObject({ ok: true });
  });

  it('100 parallel withdrawals and releases keep available + frozen equal to what came in', async () => {
    const u = await t.signUp();
    await fund(t, u.id, 10_000);
    const holds = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.ctx.db.transaction((tx) => t.services.ledger.hold(tx, { key: `mix-${u.id}-${i}`, userId: u.id, amount: money(300), reason: 'withdrawal' }))),
    );
    await Promise.allSettled([
      ...holds.map((h, i) =>
        t.ctx.db.transaction((tx) =>
          i % 2
            ? t.services.ledger.voidHold(tx, { holdId: h.id, userId: u.id, key: `mix-void-${h.id}`, kind: 'withdrawal_release' })
            : t.services.ledger.postHold(tx, { holdId: h.id, userId: u.id, key: `mix-post-${h.id}`, kind: 'withdrawal_paid', to: [{ account: { house: 'bank_clearing' }, amount: money(300) }] }),
        ),
      ),
      ...Array.from({ length: 80 }, (_, i) =>
        t.ctx.db.transaction((tx) =>
          t.services.ledger.post(tx, {
            key: `mix-out-${u.id}-${i}`, kind: 'withdrawal', userId: u.id,
            lines: [
              { account: { user: u.id, kind: 'cash_available' }, amount: money(-100) },
              { account: { house: 'bank_clearing' }, amount: money(100) },
            ],
          }),
        ),
      ),
    ]);
    const b = await t.services.ledger.balances(t.ctx.db, u.id);
    expect(b.cash_frozen).toBe(0n);
    expect(b.cash_available).toBeGreaterThanOrEqual(0n);
    const [paid] = await queryRows<{ out: string }>(
      t.ctx.db,
      sql`SELECT coalesce(sum(p.amount), 0)::text AS out FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
          JOIN journal_entries e ON e.id = p.entry_id WHERE a.kind = 'bank_clearing' AND e.user_id = ${u.id} AND e.kind <> 'deposit'`,
    );
    expect(b.cash_available + BigInt(paid!.out)).toBe(10_000n);
    expect(await reconcile(t.ctx.db, new Date())).toMatchObject({ ok: true });
  });

  it('the same idempotency key sent 20 times at once moves money once', async () => {
    const u = await t.signUp();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => fund(t, u.id, 777, `same-key-${u.id}`)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await t.services.ledger.balances(t.ctx.db, u.id)).cash_available).toBe(777n);
    const [n] = await queryRows<{ n: number }>(t.ctx.db, sql`SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = ${`same-key-${u.id}`}`);
    expect(n!.n).toBe(1);
  });

  it('a hold is resolved once even when posted and voided at the same time', async () => {
    const u = await t.signUp();
    await fund(t, u.id, 1_000);
    const h = await t.ctx.db.transaction((tx) => t.services.ledger.hold(tx, { key: `race-${u.id}`, userId: u.id, amount: money(1_000), reason: 'withdrawal' }));
    const results = await Promise.allSettled([
      t.ctx.db.transaction((tx) => t.services.ledger.voidHold(tx, { holdId: h.id, userId: u.id, key: `race-void-${h.id}`, kind: 'withdrawal_release' })),
      t.ctx.db.transaction((tx) => t.services.ledger.postHold(tx, { holdId: h.id, userId: u.id, key: `race-post-${h.id}`, kind: 'withdrawal_paid', to: [{ account: { house: 'bank_clearing' }, amount: money(1_000) }] })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const b = await t.services.ledger.balances(t.ctx.db, u.id);
    expect(b.cash_frozen).toBe(0n);
    expect([0n, 1_000n]).toContain(b.cash_available);
    expect(await reconcile(t.ctx.db, new Date())).toMatchObject({ ok: true });
  });
});
