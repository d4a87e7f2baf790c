import { and, eq, isNull } from 'drizzle-orm';
import type { WithdrawalRejectReason } from '@meridian/contract/funding';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money, parseMoney } from '../../platform/money.ts';
import { audit } from '../admin/audit.ts';
import { memo } from '../ledger/memo.ts';
import type { MessageKind } from '../messages/templates.ts';
import type { Operator } from '../admin/service.ts';
import type { FundingDeps, OperatorAct } from './deps.ts';
import { maskIban } from './iban.ts';
import { bankCards, withdrawals } from './tables.ts';
import { cardEnding, type CardRow, type WithdrawalRow } from './views.ts';

type Decision = { state: 'approved' | 'rejected' | 'cancelled'; set: Partial<WithdrawalRow> };

/**
 * Whether an operator's approval of a withdrawal of this amount is a proposal for a second
 * operator (above WITHDRAWAL_SECOND_APPROVAL_ABOVE) rather than a pay-out. `review` acts on it;
 * the back office's queue shows it.
 */
export function needsSecondApproval(config: Ctx['config'], amount: bigint): boolean {
  return amount > parseMoney(config.WITHDRAWAL_SECOND_APPROVAL_ABOVE);
}

/**
 * Withdrawals: the amount is held (available → frozen) when the request is made; every
 * decision takes the withdrawal's row lock, checks it is still pending and resolves its hold
 * (posted to the bank, or voided back) in the same transaction, so a decision happens once
 * however many arrive together.
 */
export function createWithdrawals(ctx: Ctx, deps: FundingDeps) {
  const { db, clock, config } = ctx;
  const { ledger } = deps;
  const min = parseMoney(config.MIN_WITHDRAW);

  async function create(userId: number, input: { card_id: number; amount: string; pay_password: string }) {
    const amount = parseMoney(input.amount);
    if (amount === 0n) throw new AppError('WITHDRAWAL_AMOUNT_ZERO');
    if (amount < min) throw new AppError('WITHDRAWAL_BELOW_MINIMUM', { min: config.MIN_WITHDRAW });
    await deps.identity.requireVerified(userId);
    // Checked before the trading password, so an amount that cannot work costs no attempt.
    const available = (await ledger.balances(db, userId)).cash_available;
    if (amount > available) throw new AppError('WITHDRAWAL_OVER_AVAILABLE', { max: formatMoney(available) });
    await deps.account.verifyPayPassword(userId, input.pay_password);

    let made: { row: WithdrawalRow; card: CardRow };
    try {
      made = await db.transaction(async (tx) => {
        // The card row lock orders this against an unbind of the same card.
        const [card] = await tx
          .select()
          .from(bankCards)
          .where(and(eq(bankCards.id, input.card_id), eq(bankCards.userId, userId), isNull(bankCards.unboundAt)))
          .for('update');
        if (!card) throw new AppError('NOT_FOUND');
        const [row] = await tx.insert(withdrawals).values({ userId, cardId: card.id, amount, currency: ledger.currency, createdAt: clock.now() }).returning();
        const hold = await ledger.hold(tx, {
          key: `withdrawal:${row!.id}:hold`,
          userId,
          amount,
          reason: 'withdrawal',
          ref: { type: 'withdrawal', id: row!.id },
          memo: memo('withdrawal_to', { account: maskIban(card.iban) }),
        });
        const [held] = await tx.update(withdrawals).set({ holdId: hold.id }).where(eq(withdrawals.id, row!.id)).returning();
        return { row: held!, card };
      });
    } catch (err) {
      // Another request spent the money between the check above and the hold: the ledger refused.
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
        const left = (await ledger.balances(db, userId)).cash_available;
        throw new AppError('WITHDRAWAL_OVER_AVAILABLE', { max: formatMoney(left) });
      }
      throw err;
    }
    await notify(made.row, made.card, 'withdrawal_submitted');
    return made;
  }

  async function notify(row: WithdrawalRow, card: CardRow, kind: MessageKind, reason?: string) {
    await deps.messages.notify(row.userId, kind, {
      amount: formatMoney(row.amount),
      currency: row.currency,
      card: cardEnding(card),
      ...(reason === undefined ? {} : { reason }),
    });
  }

  /** Locks the row, refuses anything not pending, then applies the decision and its ledger move. */
  async function decide(id: number, owner: number | undefined, apply: (tx: Tx, row: WithdrawalRow) => Promise<Decision>, outer?: Tx) {
    const run = async (tx: Tx) => {
      const where = owner === undefined ? eq(withdrawals.id, id) : and(eq(withdrawals.id, id), eq(withdrawals.userId, owner));
      const [row] = await tx.select().from(withdrawals).where(where).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      if (row.state !== 'pending' || row.holdId === null) throw new AppError('ALREADY_DECIDED');
      const decision = await apply(tx, row);
      const [done] = await tx
        .update(withdrawals)
        .set({ ...decision.set, state: decision.state, decidedAt: clock.now() })
        .where(eq(withdrawals.id, id))
        .returning();
      const [card] = await tx.select().from(bankCards).where(eq(bankCards.id, row.cardId));
      return { row: done!, card: card! };
    };
    return outer ? run(outer) : db.transaction(run);
  }

  /**
   * An operator's approval. Up to WITHDRAWAL_SECOND_APPROVAL_ABOVE it pays out at once; above it,
   * it becomes a proposal, and the money leaves only when a second operator approves it.
   */
  async function review(id: number, note: string, by: OperatorAct, proposer: Operator & { ip: string }) {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state !== 'pending' || row.holdId === null) throw new AppError('ALREADY_DECIDED');
    if (!needsSecondApproval(config, row.amount)) return { ...(await approve(id, note, by)), approval: null };
    const approval = await deps.approvals.propose(
      { kind: 'withdrawal.payout', target: `withdrawal:${id}`, payload: { withdrawal_id: id, user_id: row.userId, amount: formatMoney(row.amount), note } },
      proposer,
    );
    const [card] = await db.select().from(bankCards).where(eq(bankCards.id, row.cardId));
    return { row, card: card!, approval };
  }

  deps.approvals.register('withdrawal.payout', {
    permission: 'withdrawals',
    async execute(tx, payload, by) {
      const { withdrawal_id: id, note } = payload as { withdrawal_id: number; note: string };
      const done = await pay(id, note, { operatorId: by.operatorId, operator: by.operator, ip: by.ip }, tx, by.approvalId);
      return { result: { withdrawal_id: id, state: done.row.state }, after: () => notify(done.row, done.card, 'withdrawal_approved') };
    },
  });

  /** Paid out: the frozen amount goes to bank clearing. */
  async function approve(id: number, note: string, by: OperatorAct) {
    const done = await pay(id, note, by);
    await notify(done.row, done.card, 'withdrawal_approved');
    return done;
  }

  function pay(id: number, note: string, by: OperatorAct, outer?: Tx, approvalId?: number) {
    return decide(id, undefined, async (tx, row) => {
      await ledger.postHold(tx, {
        holdId: row.holdId!,
        userId: row.userId,
        key: `withdrawal:${id}:paid`,
        kind: 'withdrawal_paid',
        memo: memo('withdrawal_paid', { id }),
        to: [{ account: { house: 'bank_clearing' }, amount: money(row.amount) }],
      });
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'funding.withdrawal.approve',
        target: `withdrawal:${id}`,
        detail: { user_id: row.userId, amount: formatMoney(row.amount), card_id: row.cardId, note, ...(approvalId ? { approval_id: approvalId } : {}) },
        ip: by.ip,
        at: clock.now(),
      });
      return { state: 'approved', set: { note: note || null, decidedBy: by.operatorId, decidedByName: by.operator } };
    }, outer);
  }

  /** Refused with a coded reason the user sees; the hold is released in full. */
  async function reject(id: number, input: { reason_code: WithdrawalRejectReason; reason: string }, by: OperatorAct) {
    const done = await decide(id, undefined, async (tx, row) => {
      await release(tx, row);
      await deps.approvals.lapse(tx, 'withdrawal.payout', `withdrawal:${id}`, 'Withdrawal rejected', { operatorId: by.operatorId, ip: by.ip });
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'funding.withdrawal.reject',
        target: `withdrawal:${id}`,
        detail: { user_id: row.userId, amount: formatMoney(row.amount), reason_code: input.reason_code, reason: input.reason },
        ip: by.ip,
        at: clock.now(),
      });
      return { state: 'rejected', set: { reasonCode: input.reason_code, reason: input.reason, decidedBy: by.operatorId, decidedByName: by.operator } };
    });
    await notify(done.row, done.card, 'withdrawal_rejected', input.reason);
    return done;
  }

  /** The user withdraws the request while it is pending; someone else's id is simply not found. */
  async function cancel(userId: number, id: number) {
    const done = await decide(id, userId, async (tx, row) => {
      await release(tx, row);
      await deps.approvals.lapse(tx, 'withdrawal.payout', `withdrawal:${id}`, 'Withdrawal cancelled by the user', { operatorId: null, ip: '' });
      return { state: 'cancelled', set: {} };
    });
    await notify(done.row, done.card, 'withdrawal_cancelled');
    return done;
  }

  /** Reject and cancel share one key: whichever comes first releases the hold, the other is refused above. */
  const release = (tx: Tx, row: WithdrawalRow) =>
    ledger.voidHold(tx, { holdId: row.holdId!, userId: row.userId, key: `withdrawal:${row.id}:release`, kind: 'withdrawal_release', memo: memo('withdrawal_released', { id: row.id }) });

  return { create, review, approve, reject, cancel };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
