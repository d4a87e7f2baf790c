import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { money } from '../../platform/money.ts';
import { reconcile } from './reconcile.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let users: number[];
beforeAll(async () => {
  t = await buildTestApp();
  users = [(await t.signUp()).id, (await t.signUp()).id];
});
afterAll(() => t.close());

type Op =
  | { op: 'deposit'; user: number; cents: number }
  | { op: 'withdraw'; user: number; cents: number }
  | { op: 'transfer'; from: number; to: number; cents: number }
  | { op: 'hold'; user: number; cents: number }
  | { op: 'post'; pick: number; fraction: number }
  | { op: 'void'; pick: number }
  | { op: 'replay'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), user: fc.nat(1), cents: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ op: fc.constant('withdraw' as const), user: fc.nat(1), cents: fc.integer({ min: 1, max: 900_000 }) }),
  fc.record({ op: fc.constant('transfer' as const), from: fc.nat(1), to: fc.nat(1), cents: fc.integer({ min: 1, max: 900_000 }) }),
  fc.record({ op: fc.constant('hold' as const), user: fc.nat(1), cents: fc.integer({ min: 1, max: 900_000 }) }),
  fc.record({ op: fc.constant('post' as const), pick: fc.nat(50), fraction: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat(50) }),
);

async function snapshot() {
  const balances = await Promise.all(users.map((u) => t.services.ledger.balances(t.ctx.db, u)));
  const [count] = await queryRows<{ n: number }>(t.ctx.db, sql`SELECT count(*)::int AS n FROM postings`);
  return { balances, postings: count!.n };
}

describe('the ledger under any sequence of operations', () => {
  it('keeps every invariant, and an operation that fails changes nothing', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const holdIds: { id: number; user: number }[] = [];
        const keys: string[] = [];
        for (const [i, op] of ops.entries()) {
          const key = `p${run}-${i}`;
          const before = await snapshot();
          const ledger = t.services.ledger;
          let failed = false;
          try {
            await t.ctx.db.transaction(async (tx) => {
              if (op.op === 'deposit')
                await ledger.post(tx, {
                  key, kind: 'deposit', userId: users[op.user]!,
                  lines: [
                    { account: { house: 'bank_clearing' }, amount: money(-op.cents) },
                    { account: { user: users[op.user]!, kind: 'cash_available' }, amount: money(op.cents) },
                  ],
                });
              if (op.op === 'withdraw')
                await ledger.post(tx, {
                  key, kind: 'withdrawal', userId: users[op.user]!,
                  lines: [
                    { account: { user: users[op.user]!, kind: 'cash_available' }, amount: money(-op.cents) },
                    { account: { house: 'bank_clearing' }, amount: money(op.cents) },
                  ],
                });
              if (op.op === 'transfer')
                await ledger.post(tx, {
                  key, kind: 'transfer', userId: users[op.from]!,
                  lines: [
                    { account: { user: users[op.from]!, kind: 'cash_available' }, amount: money(-op.cents) },
                    { account: { user: users[op.to]!, kind: 'cash_available' }, amount: money(op.cents) },
                  ],
                });
              if (op.op === 'hold') {
                const h = await ledger.hold(tx, { key, userId: users[op.user]!, amount: money(op.cents), reason: 'test' });
                holdIds.push({ id: h.id, user: users[op.user]! });
              }
              const picked = holdIds.length ? holdIds[(op as { pick?: number }).pick! % holdIds.length] : undefined;
              if (op.op === 'post' && picked) {
                const [h] = await queryRows<{ amount: string }>(tx, sql`SELECT amount::text FROM holds WHERE id = ${picked.id}`);
                const use = BigInt(Math.max(1, Math.floor(Number(h!.amount) * op.fraction)));
                await ledger.postHold(tx, { holdId: picked.id, userId: picked.user, key, kind: 'test_post', to: [{ account: { house: 'fee_revenue' }, amount: money(use) }] });
              }
              if (op.op === 'void' && picked) await ledger.voidHold(tx, { holdId: picked.id, userId: picked.user, key, kind: 'test_void' });
              if (op.op === 'replay' && keys.length) {
                const k = keys[op.pick % keys.length]!;
                await ledger.post(tx, {
                  key: k, kind: 'transfer', userId: users[0]!,
                  lines: [
                    { account: { user: users[0]!, kind: 'cash_available' }, amount: money(-1) },
                    { account: { user: users[1]!, kind: 'cash_available' }, amount: money(1) },
                  ],
                });
              }
            });
          } catch {
            failed = true;
          }
          if (!failed) keys.push(key);
          const report = await reconcile(t.ctx.db, new Date());
          expect(report, JSON.stringify(op)).toMatchObject({ ok: true });
          if (failed) expect(await snapshot()).toEqual(before);
          const after = await snapshot();
          for (const b of after.balances) {
            expect(b.cash_available >= 0n && b.cash_frozen >= 0n).toBe(true);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('refuses unbalanced, empty and zero postings before touching anything', async () => {
    const u = users[0]!;
    const post = (lines: { account: { user: number; kind: 'cash_available' } | { house: 'fee_revenue' }; amount: bigint }[]) =>
      t.ctx.db.transaction((tx) => t.services.ledger.post(tx, { key: `bad-${Math.random()}`, kind: 'x', lines: lines.map((l) => ({ ...l, amount: money(l.amount) })) }));
    await expect(post([{ account: { user: u, kind: 'cash_available' }, amount: 5n }])).rejects.toThrow();
    await expect(post([{ account: { user: u, kind: 'cash_available' }, amount: 5n }, { account: { house: 'fee_revenue' }, amount: -4n }])).rejects.toThrow('sum to zero');
    await expect(post([{ account: { user: u, kind: 'cash_available' }, amount: 0n }, { account: { house: 'fee_revenue' }, amount: 0n }])).rejects.toThrow('zero');
    expect((await reconcile(t.ctx.db, new Date())).ok).toBe(true);
  });

  it('keeps journal entries and postings append-only', async () => {
    await fund(t, users[0]!, 100);
    await expect(t.ctx.db.execute(sql`UPDATE postings SET amount = amount + 1`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`DELETE FROM journal_entries`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`UPDATE ledger_accounts SET balance = -5 WHERE user_id IS NOT NULL AND kind = 'cash_available'`)).rejects.toThrow();
  });
});
