import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/helper.ts';
import { withdrawals } from './tables.ts';
import { adminApi, balances, customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

// Meaningful on PostgreSQL (DATABASE_URL set): PGlite runs one query at a time, so there the
// same assertions hold without real contention.
let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp({ MIN_WITHDRAW: '1.00', PIN_RATE_LIMIT_PER_MINUTE: '10000' }));
});
afterAll(() => t.close());

describe('funding under concurrency', () => {
  it('100 parallel withdrawals on one account never overspend', { timeout: 180_000 }, async () => {
    const u = await customer(t, { cents: 1_000_000, card: true });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '300.00', pay_password: PIN })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(33);
    for (const r of results) if (r.statusCode !== 200) expect(r.json().error, r.body).toBe('WITHDRAWAL_OVER_AVAILABLE');
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 10_000n, cash_frozen: 990_000n });
    const [n] = await t.ctx.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, u.id));
    expect(n!.n).toBe(33);
    await expectReconciled(t);
  });

  it('the same Idempotency-Key sent 20 times at once makes one withdrawal and freezes the money once', async () => {
    const u = await customer(t, { cents: 100_000, card: true });
    const headers = { 'idempotency-key': `withdraw-${u.id}-same-key` };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '250.00', pay_password: PIN }, headers)),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 75_000n, cash_frozen: 25_000n });
    const [n] = await t.ctx.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, u.id));
    expect(n!.n).toBe(1);
    await expectReconciled(t);
  });

  it('an operator’s approve racing the user’s cancel resolves each withdrawal exactly once', async () => {
    const u = await customer(t, { cents: 200_000, card: true });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '100.00', pay_password: PIN })).json().data.id);
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 100_000n, cash_frozen: 100_000n });
    const admin = adminApi(t, op);
    const races = await Promise.all(
      ids.map(async (id) => {
        const [approve, cancel] = await Promise.all([admin.post(`/funding/withdrawals/${id}/approve`, { note: 'race' }), u.api.post(`/api/funding/withdrawals/${id}/cancel`)]);
        return { id, approve, cancel };
      }),
    );
    let approved = 0;
    for (const { approve, cancel } of races) {
      const winners = [approve, cancel].filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      const loser = approve.statusCode === 200 ? cancel : approve;
      expect(loser.json().error).toBe('ALREADY_DECIDED');
      if (approve.statusCode === 200) approved++;
    }
    const [a] = await t.ctx.db.select({ n: count() }).from(withdrawals).where(and(eq(withdrawals.userId, u.id), eq(withdrawals.state, 'approved')));
    expect(a!.n).toBe(approved);
    expect(await balances(t, u.id)).toMatchObject({ cash_frozen: 0n, cash_available: 200_000n - BigInt(approved) * 10_000n });
    await expectReconciled(t);
  });

  it('a deposit confirmed and rejected at the same moment is decided once', async () => {
    const u = await customer(t);
    const admin = adminApi(t, op);
    const d = (await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '700' })).json().data;
    const [confirm, reject] = await Promise.all([
      admin.post(`/funding/deposits/${d.id}/confirm`, { note: 'arrived' }),
      admin.post(`/funding/deposits/${d.id}/reject`, { reason: 'Nothing arrived' }),
    ]);
    expect([confirm.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    expect((await balances(t, u.id)).cash_available).toBe(confirm.statusCode === 200 ? 70_000n : 0n);
    await expectReconciled(t);
  });
});
