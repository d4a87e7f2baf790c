import { and, eq, lt } from 'drizzle-orm';
import type { DepositMethod } from '@meridian/contract/funding';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money, parseMoney, type Money } from '../../platform/money.ts';
import { audit } from '../admin/audit.ts';
import { memo } from '../ledger/memo.ts';
import type { Operator } from '../admin/service.ts';
import type { FundingDeps, OperatorAct } from './deps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { QuickPayProvider } from './quick-pay.ts';
import { depositReference } from './references.ts';
import { deposits, paymentEvents } from './tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { toDeposit, type DepositRow } from './views.ts';

const DAY_MS = 86_400_000;
/** States from which money may still be credited: an expired reference whose money does arrive is still the user's. */
const OPEN = ['pending', 'expired'];

export function createDeposits(ctx: Ctx, deps: FundingDeps, providers: { bank_transfer: PaymentProvider; quick_pay: QuickPayProvider }) {
  const { db, clock, config } = ctx;
  const { ledger } = deps;
  const min = parseMoney(config.MIN_TRANSFER);
  const max = parseMoney(config.MAX_DEPOSIT);
  const secondApprovalAbove = parseMoney(config.DEPOSIT_SECOND_APPROVAL_ABOVE);
  const byName: Record<string, PaymentProvider> = providers;

  /** Announces a deposit; the provider says where to send the money. Needs verified identity. */
  async function create(userId: number, input: { method: DepositMethod; amount: string }) {
    const amount = parseMoney(input.amount);
    if (amount < min) throw new AppError('DEPOSIT_BELOW_MINIMUM', { min: config.MIN_TRANSFER });
    if (amount > max) throw new AppError('DEPOSIT_ABOVE_MAXIMUM', { max: config.MAX_DEPOSIT });
    await deps.identity.requireVerified(userId);
    const provider = providers[input.method];
    for (let attempt = 1; ; attempt++) {
      const reference = depositReference();
      const made = await provider.createDeposit({ userId, reference, amount, currency: ledger.currency });
      const now = clock.now();
      try {
        // Its own (sub)transaction: a clash inside a request's transaction must not abort the request's.
        const [row] = await db.transaction((tx) =>
          tx
            .insert(deposits)
            .values({
              userId,
              method: provider.name,
              amount,
              currency: ledger.currency,
              reference,
              providerPaymentId: made.paymentId,
              instructions: made.instructions,
              createdAt: now,
              expiresAt: new Date(now.getTime() + config.DEPOSIT_EXPIRY_DAYS * DAY_MS),
            })
            .returning(),
        );
        return toDeposit(row!);
      } catch (err) {
        // 31^8 references make a clash rare; a fresh one is simply drawn.
        if (attempt < 3 && isUniqueViolation(err, 'deposits_reference_key')) continue;
        throw err;
      }
    }
  }

  async function lock(tx: Tx, id: number): Promise<DepositRow> {
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** bank_clearing → the user's available cash, in the caller's transaction, once per deposit (ledger key). */
  async function credit(tx: Tx, row: DepositRow, amount: Money, decided: Partial<DepositRow>): Promise<DepositRow> {
    const { entryId } = await ledger.post(tx, {
      key: `deposit:${row.id}:credit`,
      kind: 'deposit',
      userId: row.userId,
      memo: memo('deposit', { reference: row.reference }),
      ref: { type: 'deposit', id: row.id },
      detail: { method: row.method, announced: formatMoney(row.amount) },
      lines: [
        { account: { house: 'bank_clearing' }, amount: money(-amount) },
        { account: { user: row.userId, kind: 'cash_available' }, amount },
      ],
    });
    const [updated] = await tx
      .update(deposits)
      .set({ ...decided, state: 'credited', creditedAmount: amount, entryId, decidedAt: clock.now() })
      .where(eq(deposits.id, row.id))
      .returning();
    return updated!;
  }

  const notifyCredited = (row: DepositRow) =>
    deps.messages.notify(row.userId, 'deposit_received', { amount: formatMoney(row.creditedAmount ?? row.amount), currency: row.currency, reference: row.reference });

  /** A deposit an operator may still confirm by hand: a bank transfer, not yet credited or rejected. */
  function checkConfirmable(found: DepositRow): void {
    // Callback providers are confirmed by their signed callback only, never by hand.
    if (byName[found.method]?.confirmation !== 'operator') throw new AppError('CONFLICT');
    if (!OPEN.includes(found.state)) throw new AppError('ALREADY_DECIDED');
  }

  /** Credits a confirmed transfer, audited, in the caller's transaction. */
  async function confirmIn(tx: Tx, id: number, amount: Money | undefined, note: string, by: OperatorAct, approvalId?: number) {
    const found = await lock(tx, id);
    checkConfirmable(found);
    const credited = amount ?? money(found.amount);
    // Credited by one operator (the announced amount, say) while a proposal for more waits: it closes.
    if (approvalId === undefined) await deps.approvals.lapse(tx, 'deposit.credit', `deposit:${id}`, 'Deposit credited', { operatorId: by.operatorId, ip: by.ip });
    const done = await credit(tx, found, credited, { note, decidedBy: by.operatorId, decidedByName: by.operator });
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'funding.deposit.confirm',
      target: `deposit:${id}`,
      detail: { user_id: found.userId, reference: found.reference, announced: formatMoney(found.amount), credited: formatMoney(credited), note, ...(approvalId ? { approval_id: approvalId } : {}) },
      ip: by.ip,
      at: clock.now(),
    });
    return done;
  }

  /**
   * An operator saw a manual transfer arrive: credits what arrived, audited, in one transaction.
   * One operator may credit up to what the user announced and up to DEPOSIT_SECOND_APPROVAL_ABOVE;
   * more than announced, or more than that, is a proposal, credited when a second operator approves
   * it (otherwise one person could put any sum into any account by typing it).
   */
  async function confirm(id: number, input: { received_amount?: string | undefined; note: string }, by: OperatorAct, proposer: Operator & { ip: string }) {
    const received = input.received_amount === undefined ? undefined : parseMoney(input.received_amount);
    if (received !== undefined && received <= 0n) throw new AppError('VALIDATION_FAILED', { fields: 'received_amount' });
    const [found] = await db.select().from(deposits).where(eq(deposits.id, id));
    if (!found) throw new AppError('NOT_FOUND');
    checkConfirmable(found);
    const amount = received ?? money(found.amount);
    if (amount > found.amount || amount > secondApprovalAbove) {
      const approval = await deps.approvals.propose(
        {
          kind: 'deposit.credit',
          target: `deposit:${id}`,
          payload: { deposit_id: id, user_id: found.userId, reference: found.reference, announced: formatMoney(found.amount), amount: formatMoney(amount), note: input.note },
        },
        proposer,
      );
      return { row: found, approval };
    }
    const row = await db.transaction((tx) => confirmIn(tx, id, amount, input.note, by));
    await notifyCredited(row);
    return { row, approval: null };
  }

  deps.approvals.register('deposit.credit', {
    permission: 'deposits',
    async execute(tx, payload, by) {
      const { deposit_id: id, amount, note } = payload as { deposit_id: number; amount: string; note: string };
      const done = await confirmIn(tx, id, parseMoney(amount), note, { operatorId: by.operatorId, operator: by.operator, ip: by.ip }, by.approvalId);
      return { result: { deposit_id: id, state: done.state, credited: formatMoney(done.creditedAmount ?? done.amount) }, after: async () => void (await notifyCredited(done)) };
    },
  });

  async function reject(id: number, reason: string, by: OperatorAct) {
    const row = await db.transaction(async (tx) => {
      const found = await lock(tx, id);
      checkConfirmable(found);
      // A proposal to credit it closes with it.
      await deps.approvals.lapse(tx, 'deposit.credit', `deposit:${id}`, 'Deposit rejected', { operatorId: by.operatorId, ip: by.ip });
      const [done] = await tx
        .update(deposits)
        .set({ state: 'rejected', reason, decidedBy: by.operatorId, decidedByName: by.operator, decidedAt: clock.now() })
        .where(eq(deposits.id, id))
        .returning();
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'funding.deposit.reject',
        target: `deposit:${id}`,
        detail: { user_id: found.userId, reference: found.reference, amount: formatMoney(found.amount), reason },
        ip: by.ip,
        at: clock.now(),
      });
      return done!;
    });
    await deps.messages.notify(row.userId, 'deposit_rejected', { amount: formatMoney(row.amount), currency: row.currency, reference: row.reference, reason });
    return row;
  }

  /**
   * A provider's callback. Verified first (signature, age); then, under the deposit's row
   * lock, the event id is recorded: an event seen before, or a second event for a deposit
   * already credited, is acknowledged and changes nothing. The amount must be the deposit's.
   */
  /**
   * Verifies a provider callback's signature and reads it, touching nothing: the webhook route
   * calls this before anything (its idempotency record included) is stored, so an unsigned
   * request costs no write.
   */
  function readCallback(providerName: string, raw: string, headers: Record<string, string | undefined>) {
    const provider = byName[providerName];
    if (!provider?.parseCallback) throw new AppError('NOT_FOUND');
    return { provider, notice: provider.parseCallback(raw, headers, clock.now()) };
  }

  async function receiveCallback(providerName: string, raw: string, headers: Record<string, string | undefined>) {
    return applyCallback(readCallback(providerName, raw, headers));
  }

  /** Applies a callback that `readCallback` verified. */
  async function applyCallback({ provider, notice }: ReturnType<typeof readCallback>) {
    const outcome = await db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(deposits)
        .where(and(eq(deposits.method, provider.name), eq(deposits.providerPaymentId, notice.paymentId)))
        .for('update');
      if (!found) throw new AppError('NOT_FOUND');
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ provider: provider.name, eventId: notice.eventId, depositId: found.id, payload: notice.payload, receivedAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!fresh || !OPEN.includes(found.state)) return { row: found, duplicate: true };
      if (notice.amount !== found.amount || notice.currency !== found.currency) {
        ctx.log.warn({ deposit: found.id, paid: formatMoney(notice.amount), currency: notice.currency }, 'payment callback amount differs from the deposit');
        throw new AppError('DEPOSIT_AMOUNT_MISMATCH');
      }
      return { row: await credit(tx, found, money(notice.amount), {}), duplicate: false };
    });
    if (!outcome.duplicate) await notifyCredited(outcome.row);
    return { received: true as const, duplicate: outcome.duplicate, deposit_id: outcome.row.id, deposit_state: toDeposit(outcome.row).state };
  }

  /** The simulated provider's "Pay" button: it pays, then calls our webhook path with a signed body. */
  async function simulateQuickPay(userId: number, paymentId: string) {
    const row = await ownQuickPay(userId, paymentId);
    if (OPEN.includes(row.state)) {
      const callback = providers.quick_pay.simulatePaid({ paymentId, amount: money(row.amount), currency: row.currency, now: clock.now() });
      await receiveCallback('quick_pay', callback.raw, callback.headers);
    }
    return toDeposit(await ownQuickPay(userId, paymentId));
  }

  async function ownQuickPay(userId: number, paymentId: string): Promise<DepositRow> {
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, userId), eq(deposits.method, 'quick_pay'), eq(deposits.providerPaymentId, paymentId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** What the simulated payment page shows. */
  async function quickPayView(userId: number, paymentId: string) {
    const row = await ownQuickPay(userId, paymentId);
    return {
      payment_id: paymentId,
      merchant: config.HOUSE_BANK_HOLDER,
      amount: formatMoney(row.amount),
      currency: row.currency,
      reference: row.reference,
      deposit_state: toDeposit(row).state,
      simulated: true as const,
    };
  }

  /** The job: unpaid deposits past their date become expired (no money moves). */
  async function expire(): Promise<number> {
    const done = await db
      .update(deposits)
      .set({ state: 'expired' })
      .where(and(eq(deposits.state, 'pending'), lt(deposits.expiresAt, clock.now())))
      .returning({ id: deposits.id });
    return done.length;
  }

  return { create, confirm, reject, readCallback, applyCallback, receiveCallback, simulateQuickPay, quickPayView, expire };
}
export type Deposits = ReturnType<typeof createDeposits>;
