import type { BankCard, Deposit, Withdrawal, WithdrawalRejectReason } from '@meridian/contract/funding';
import { WITHDRAWAL_REJECT_REASONS } from '@meridian/contract/funding';
import type { Lang } from '@meridian/contract/languages';
import { formatMoney } from '../../platform/money.ts';
import { maskIban } from './iban.ts';
import { rejectReasonLabel } from './reject-reasons.ts';
import type { bankCards, deposits, withdrawals } from './tables.ts';

export type CardRow = typeof bankCards.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCard(row: CardRow): BankCard {
  return {
    id: row.id,
    bank: row.bank,
    branch: row.branch,
    holder: row.holder,
    iban_masked: maskIban(row.iban),
    country: row.country,
    created_at: row.createdAt.toISOString(),
    unbound_at: iso(row.unboundAt),
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function toDeposit(row: DepositRow): Deposit {
  const i = row.instructions;
  return {
    id: row.id,
    method: row.method === 'quick_pay' ? 'quick_pay' : 'bank_transfer',
    amount: formatMoney(row.amount),
    credited_amount: row.creditedAmount === null ? null : formatMoney(row.creditedAmount),
    currency: row.currency,
    state: row.state as Deposit['state'],
    reference: row.reference,
    bank_transfer: row.method === 'bank_transfer' ? { bank_name: str(i['bank_name']), holder: str(i['holder']), iban: str(i['iban']), reference: row.reference } : null,
    quick_pay: row.method === 'quick_pay' ? { payment_id: str(i['payment_id']), pay_url: str(i['pay_url']), simulated: i['simulated'] === true } : null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

const isReason = (v: string | null): v is WithdrawalRejectReason => (WITHDRAWAL_REJECT_REASONS as readonly (string | null)[]).includes(v);

export function toWithdrawal(row: WithdrawalRow, card: CardRow, lang: Lang): Withdrawal {
  const code = isReason(row.reasonCode) ? row.reasonCode : null;
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    currency: row.currency,
    state: row.state as Withdrawal['state'],
    card: { id: card.id, bank: card.bank, iban_masked: maskIban(card.iban), unbound: card.unboundAt !== null },
    reason_code: code,
    reason_label: code ? rejectReasonLabel(code, lang) : null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

/** The last four characters of the IBAN, for messages ("the account ending 3000"). */
export const cardEnding = (card: CardRow) => card.iban.slice(-4);
