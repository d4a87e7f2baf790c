import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { money } from '../../platform/money.ts';
import { reconcile } from './reconcile.ts';
import type { EntryInput } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const spend = (key: string, userId: number, cents: bigint): EntryInput => ({
  key,
  kind: 'test_spend',
  userId,
  lines: [
    { account: { user: userId, kind: 'cash_available' }, amount: money(-cents) },
    { account: { house: 'trade_settlement' }, amount: money(cents - 1n) },
    { account: { house: 'fee_revenue' }, amount: money(1n) },
  ],
});

describe('postMany: many entries in one go', () => {
  it('applies entries in order, leaves out those that would overdraw, and reconciles', async () => {
    const a = (await t.signUp()).id;
    const b = (await t.signUp()).id;
    await fund(t, a, 1000);
    const result = await t.ctx.db.transaction((tx) =>
      t.services.ledger.postMany(
        tx,
        [spend(`batch-1-${a}`, a, 600n), spend(`batch-2-${a}`, a, 500n), spend(`batch-3-${a}`, a, 400n), spend(`batch-4-${b}`, b, 2n)],
        { skipInsufficient: true },
      ),
    );
    // 600 then 400 fit into 1000; 500 (after the 600) and b's (no money at all) do not.
    expect([...result.skipped].sort()).toEqual([`batch-2-${a}`, `batch-4-${b}`].sort());
    expect([...result.posted.keys()].sort()).toEqual([`batch-1-${a}`, `batch-3-${a}`].sort());
    expect((await t.services.ledger.balances(t.ctx.db, a)).cash_available).toBe(0n);
    const report = await reconcile(t.ctx.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  });

  it('without skipping, one overdraft fails the whole batch; a used key fails it too', async () => {
    const a = (await t.signUp()).id;
    await fund(t, a, 1000);
    const run = (entries: EntryInput[]) => t.ctx.db.transaction((tx) => t.services.ledger.postMany(tx, entries));
    await expect(run([spend(`strict-1-${a}`, a, 600n), spend(`strict-2-${a}`, a, 500n)])).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await run([spend(`strict-3-${a}`, a, 100n)]);
    await expect(run([spend(`strict-4-${a}`, a, 100n), spend(`strict-3-${a}`, a, 100n)])).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Only the one good batch moved money.
    expect((await t.services.ledger.balances(t.ctx.db, a)).cash_available).toBe(900n);
    const report = await reconcile(t.ctx.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  });
});
