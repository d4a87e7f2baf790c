import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { money, type Money } from '../../platform/money.ts';
import { lockAccounts, userBalances, type AccountRef } from './accounts.ts';
import { lockMany, nextEntryIds, postLocked, postMany, type BatchOptions, type Locked } from './batch.ts';
import { externalFlow, externalFlowsByDay, usersWithAccounts } from './flows.ts';
import { memoColumns, type Memo } from './memo.ts';
import { holds, journalEntries, ledgerAccounts, postings } from './tables.ts';

export type Line = { account: AccountRef; amount: Money };
export type EntryInput = {
  /** Unique per business action: the same key never moves money twice. */
  key: string;
  kind: string;
  userId?: number | undefined;
  /** What the statement says: a key and values (`memo.ts`), or an operator's free text. */
  memo?: Memo;
  ref?: { type: string; id: string | number };
  detail?: Record<string, unknown>;
  lines: Line[];
};
export type Posted = { entryId: number; replayed: boolean };
export type HoldRow = typeof holds.$inferSelect;

/**
 * The only code that writes balances. Every call takes the caller's transaction, so the
 * money moves in the same transaction as the business row that caused it.
 */
export function createLedger(ctx: Ctx) {
  const currency = ctx.config.CURRENCY;
  const now = () => ctx.clock.now();

  async function post(tx: Tx, input: EntryInput): Promise<Posted> {
    if (input.lines.length < 2) throw new Error('an entry needs at least two postings');
    if (input.lines.some((l) => l.amount === 0n)) throw new Error('a posting cannot be zero');
    if (input.lines.reduce((s, l) => s + l.amount, 0n) !== 0n) throw new Error('postings must sum to zero');

    const [entry] = await tx
      .insert(journalEntries)
      .values({
        idempotencyKey: input.key,
        kind: input.kind,
        userId: input.userId ?? null,
        ...memoColumns(input.memo, input.detail),
        refType: input.ref?.type ?? null,
        refId: input.ref ? String(input.ref.id) : null,
        createdAt: now(),
      })
      .onConflictDoNothing({ target: journalEntries.idempotencyKey })
      .returning({ id: journalEntries.id });
    if (!entry) return { entryId: await replayed(tx, input), replayed: true };

    const account = await lockAccounts(tx, input.lines.map((l) => l.account), currency);
    const running = new Map<number, bigint>();
    const rows = input.lines.map((line) => {
      const acc = account(line.account);
      const after = (running.get(acc.id) ?? acc.balance) + line.amount;
      running.set(acc.id, after);
      return { acc, line, after };
    });
    for (const [id, after] of running) {
      const acc = rows.find((r) => r.acc.id === id)!.acc;
      const limit = acc.userId !== null && acc.kind !== 'loan_principal' && after < 0n;
      if (limit) throw new AppError('INSUFFICIENT_FUNDS');
    }
    await tx.insert(postings).values(
      rows.map(({ acc, line, after }) => ({ entryId: entry.id, accountId: acc.id, amount: line.amount, balanceAfter: after, createdAt: now() })),
    );
    for (const [id, after] of running) await tx.update(ledgerAccounts).set({ balance: after }).where(eq(ledgerAccounts.id, id));
    return { entryId: entry.id, replayed: false };
  }

  /** A repeated key: answer the first entry, but only if it was the same kind of action for the same user. */
  async function replayed(tx: Tx, input: EntryInput): Promise<number> {
    const [first] = await tx.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, input.key));
    if (!first || first.kind !== input.kind || (first.userId ?? undefined) !== input.userId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return first.id;
  }

  /** Sets money aside: available → frozen, and a pending hold that remembers it. */
  async function hold(
    tx: Tx,
    input: { key: string; userId: number; amount: Money; reason: string; ref?: { type: string; id: string | number }; memo?: Memo },
  ): Promise<HoldRow> {
    if (input.amount <= 0n) throw new Error('a hold must be positive');
    const { entryId, replayed: again } = await post(tx, {
      key: input.key,
      kind: `${input.reason}_hold`,
      userId: input.userId,
      ...(input.memo !== undefined ? { memo: input.memo } : {}),
      ...(input.ref ? { ref: input.ref } : {}),
      lines: [
        { account: { user: input.userId, kind: 'cash_available' }, amount: money(-input.amount) },
        { account: { user: input.userId, kind: 'cash_frozen' }, amount: input.amount },
      ],
    });
    if (again) {
      const [existing] = await tx.select().from(holds).where(eq(holds.holdEntryId, entryId));
      if (existing) return existing;
    }
    const [row] = await tx
      .insert(holds)
      .values({
        userId: input.userId,
        amount: input.amount,
        currency,
        reason: input.reason,
        refType: input.ref?.type ?? null,
        refId: input.ref ? String(input.ref.id) : null,
        holdEntryId: entryId,
        createdAt: now(),
      })
      .returning();
    return row!;
  }

  async function lockPendingHold(tx: Tx, holdId: number, userId: number): Promise<HoldRow | undefined> {
    const [row] = await tx.select().from(holds).where(and(eq(holds.id, holdId), eq(holds.userId, userId))).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row.state === 'pending' ? row : undefined;
  }

  /**
   * Completes a hold: the frozen amount goes to `to` (house accounts, or several lines such as
   * trade value plus fees); whatever of it `to` does not use returns to available cash.
   */
  async function postHold(
    tx: Tx,
    input: { holdId: number; userId: number; key: string; kind: string; to: Line[]; memo?: Memo; detail?: Record<string, unknown> },
  ): Promise<HoldRow> {
    const row = await lockPendingHold(tx, input.holdId, input.userId);
    if (!row) return resolvedOrConflict(tx, input.holdId, input.key);
    const used = input.to.reduce((s, l) => s + l.amount, 0n);
    if (used <= 0n || used > row.amount) throw new Error('a hold posts between zero and its amount');
    const rest = row.amount - used;
    const { entryId } = await post(tx, {
      key: input.key,
      kind: input.kind,
      userId: input.userId,
      ...(input.memo !== undefined ? { memo: input.memo } : {}),
      ...(input.detail ? { detail: input.detail } : {}),
      ref: { type: row.refType ?? 'hold', id: row.refId ?? row.id },
      lines: [
        { account: { user: input.userId, kind: 'cash_frozen' }, amount: money(-row.amount) },
        ...input.to,
        ...(rest > 0n ? [{ account: { user: input.userId, kind: 'cash_available' as const }, amount: money(rest) }] : []),
      ],
    });
    return resolve(tx, row.id, 'posted', entryId);
  }

  /** Releases a hold in full: frozen → available. */
  async function voidHold(tx: Tx, input: { holdId: number; userId: number; key: string; kind: string; memo?: Memo }): Promise<HoldRow> {
    const row = await lockPendingHold(tx, input.holdId, input.userId);
    if (!row) return resolvedOrConflict(tx, input.holdId, input.key);
    const { entryId } = await post(tx, {
      key: input.key,
      kind: input.kind,
      userId: input.userId,
      ...(input.memo !== undefined ? { memo: input.memo } : {}),
      ref: { type: row.refType ?? 'hold', id: row.refId ?? row.id },
      lines: [
        { account: { user: input.userId, kind: 'cash_frozen' }, amount: money(-row.amount) },
        { account: { user: input.userId, kind: 'cash_available' }, amount: money(row.amount) },
      ],
    });
    return resolve(tx, row.id, 'voided', entryId);
  }

  async function resolve(tx: Tx, id: number, state: 'posted' | 'voided', entryId: number): Promise<HoldRow> {
    const [row] = await tx.update(holds).set({ state, resolveEntryId: entryId, resolvedAt: now() }).where(eq(holds.id, id)).returning();
    return row!;
  }

  /** A hold already resolved: the same key is a harmless retry; any other is a conflict. */
  async function resolvedOrConflict(tx: Tx, holdId: number, key: string): Promise<HoldRow> {
    const [row] = await tx.select().from(holds).where(eq(holds.id, holdId));
    const [entry] = row?.resolveEntryId ? await tx.select().from(journalEntries).where(eq(journalEntries.id, row.resolveEntryId)) : [];
    if (row && entry?.idempotencyKey === key) return row;
    throw new AppError('CONFLICT');
  }

  return {
    currency,
    post,
    /** Many new entries in a fixed number of statements (batch.ts); same rules as `post`. */
    postMany: (tx: Tx, entries: EntryInput[], opts?: BatchOptions) => postMany(tx, entries, { currency, now: now() }, opts),
    /** `postMany` in its steps, for a caller that sends its own statements beside them (batch.ts). */
    lockMany: (tx: Tx, refs: AccountRef[]) => lockMany(tx, refs, currency),
    nextEntryIds,
    postLocked: (tx: Tx, accounts: Locked, entries: (EntryInput & { id: number })[], opts?: BatchOptions) => postLocked(tx, accounts, entries, { currency, now: now() }, opts),
    hold,
    postHold,
    voidHold,
    balances: (db: Db | Tx, userId: number) => userBalances(db, userId, currency),
    /** Deposits, paid withdrawals and adjustments on the user's accounts in [from, to) (flows.ts). */
    externalFlow: (db: Db, userId: number, from: Date, to: Date) => externalFlow(db, userId, from, to),
    externalFlowsByDay: (db: Db, userId: number, to: Date) => externalFlowsByDay(db, userId, to),
    usersWithAccounts: (db: Db) => usersWithAccounts(db),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
