import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Lang } from '@meridian/contract/languages';
import type { Ctx } from '../../platform/context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money, parseMoney } from '../../platform/money.ts';
import { audit } from '../admin/audit.ts';
import { users } from '../auth/tables.ts';
import type { Memo } from '../ledger/memo.ts';
import { reconcile } from '../ledger/reconcile.ts';
import type { FundingDeps, OperatorAct } from './deps.ts';
import type { Operator } from '../admin/service.ts';
import { formatIban } from './iban.ts';
import { bankCards, deposits, withdrawals } from './tables.ts';
import { toDeposit, toWithdrawal, type CardRow, type DepositRow, type WithdrawalRow } from './views.ts';
import { needsSecondApproval } from './withdrawals.ts';

/** The operators' side of funding: queues, a user's ledger, reconciliation and the one money tool. */
export function createBackOffice(ctx: Ctx, deps: FundingDeps) {
  const { db, clock } = ctx;
  const { ledger } = deps;

  async function fundingUser(userId: number, username?: string) {
    let name = username;
    if (name === undefined) {
      const [u] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      if (!u) throw new AppError('NOT_FOUND');
      name = u.username;
    }
    return { id: userId, username: name, verified_name: (await deps.identity.verifiedName(userId)) ?? null };
  }

  /** A deposit as operators see it: with the user and who decided. */
  async function depositView(row: DepositRow, username?: string) {
    return { ...toDeposit(row), user: await fundingUser(row.userId, username), provider_payment_id: row.providerPaymentId, note: row.note, decided_by: row.decidedByName };
  }

  /** A withdrawal as operators see it: with the user and the full account to pay out to. */
  async function withdrawalView(row: WithdrawalRow, card: CardRow, lang: Lang, username?: string) {
    return {
      ...toWithdrawal(row, card, lang),
      user: await fundingUser(row.userId, username),
      payout: { bank: card.bank, branch: card.branch, holder: card.holder, iban: formatIban(card.iban) },
      note: row.note,
      decided_by: row.decidedByName,
      second_approval: needsSecondApproval(ctx.config, row.amount),
    };
  }

  /** Pending ones oldest first (a queue); decided ones newest first (a history). */
  async function depositQueue(filter: { state: string; method?: string | undefined }, page: number, size: number) {
    const where = and(eq(deposits.state, filter.state), filter.method ? eq(deposits.method, filter.method) : undefined) as SQL;
    const rows = await db
      .select({ d: deposits, username: users.username })
      .from(deposits)
      .innerJoin(users, eq(users.id, deposits.userId))
      .where(where)
      .orderBy(filter.state === 'pending' ? deposits.id : desc(deposits.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(deposits).where(where);
    const list = [];
    for (const { d, username } of rows) list.push(await depositView(d, username));
    return { list, total: total?.n ?? 0, page, size };
  }

  async function withdrawalQueue(state: string, lang: Lang, page: number, size: number) {
    const rows = await db
      .select({ w: withdrawals, card: bankCards, username: users.username })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(eq(withdrawals.state, state))
      .orderBy(state === 'pending' ? withdrawals.id : desc(withdrawals.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.state, state));
    const list = [];
    for (const { w, card, username } of rows) list.push(await withdrawalView(w, card, lang, username));
    return { list, total: total?.n ?? 0, page, size };
  }

  /**
   * A journaled adjustment of a user's available cash, under four eyes: checked and proposed
   * here; the money moves (and the user is told) only when another operator approves it.
   */
  async function proposeAdjustment(input: { user_id: number; amount: string; reason: string }, by: Operator & { ip: string }, requestKey?: string) {
    const amount = parseMoney(input.amount);
    if (amount === 0n) throw new AppError('VALIDATION_FAILED', { fields: 'amount' });
    const user = await fundingUser(input.user_id);
    // A debit the user's cash cannot cover now is refused at once rather than left for a second
    // operator to find refused; the approval checks again, as the money moves.
    if (amount < 0n) {
      const available = (await ledger.balances(db, user.id)).cash_available;
      if (-amount > available) throw new AppError('ADJUSTMENT_OVER_AVAILABLE', { available: formatMoney(available) });
    }
    return deps.approvals.propose(
      {
        kind: 'ledger.adjustment',
        target: `user:${user.id}:${requestKey ?? randomUUID()}`,
        payload: { user_id: user.id, username: user.username, amount: formatMoney(amount), reason: input.reason },
      },
      by,
    );
  }

  /**
   * Posts an adjustment in the caller's transaction (an approval, or the demo seed); the same key
   * posts once. Returns the result and the notice to send once committed.
   *
   * A journaled correction between the user's available cash and the house's `adjustments`
   * account, with the operator's reason as the memo the user reads in their statement (the demo
   * seed gives a translatable `memo` instead); audited in the same transaction. Never a balance
   * edit: a debit larger than the available cash is refused by the ledger.
   */
  async function postAdjustment(
    tx: Tx,
    input: { user_id: number; amount: string; reason: string; memo?: Memo },
    by: OperatorAct,
    key: string,
    approvalId?: number,
  ) {
    const amount = parseMoney(input.amount);
    const posted = await ledger.post(tx, {
      key,
      kind: 'adjustment',
      userId: input.user_id,
      memo: input.memo ?? input.reason,
      ref: { type: 'adjustment', id: key },
      detail: { operator_id: by.operatorId, operator: by.operator, reason: input.reason, ...(approvalId ? { approval_id: approvalId } : {}) },
      lines: [
        { account: { user: input.user_id, kind: 'cash_available' }, amount },
        { account: { house: 'adjustments' }, amount: money(-amount) },
      ],
    });
    if (!posted.replayed) {
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'funding.adjustment',
        target: `user:${input.user_id}`,
        detail: { amount: formatMoney(amount), reason: input.reason, entry_id: posted.entryId, ...(approvalId ? { approval_id: approvalId } : {}) },
        ip: by.ip,
        at: clock.now(),
      });
    }
    const available = (await ledger.balances(tx, input.user_id)).cash_available;
    const signed = amount > 0n ? `+${formatMoney(amount)}` : formatMoney(amount);
    return {
      result: { entry_id: posted.entryId, user_id: input.user_id, amount: formatMoney(amount), reason: input.reason, available_after: formatMoney(available) },
      after: async () => {
        if (!posted.replayed) await deps.messages.notify(input.user_id, 'balance_adjusted', { amount: signed, currency: ledger.currency, reason: input.reason });
      },
    };
  }

  deps.approvals.register('ledger.adjustment', {
    permission: 'ledger.adjust',
    execute: (tx, payload, by) =>
      postAdjustment(tx, payload as { user_id: number; amount: string; reason: string }, by, `adjustment:approval:${by.approvalId}`, by.approvalId),
  });

  /** Runs the ledger's reconciliation and records that an operator ran it, with the outcome. */
  async function runReconcile(by: OperatorAct) {
    const report = await reconcile(db, clock.now());
    await audit(db, {
      operatorId: by.operatorId,
      action: 'ledger.reconcile',
      target: 'ledger',
      detail: { ok: report.ok, entries: report.entries, accounts: report.accounts, total_of_balances: report.total_of_balances },
      ip: by.ip,
      at: clock.now(),
    });
    return report;
  }

  return { fundingUser, depositView, withdrawalView, depositQueue, withdrawalQueue, proposeAdjustment, postAdjustment, runReconcile };
}
export type BackOffice = ReturnType<typeof createBackOffice>;
