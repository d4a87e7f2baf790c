import type { WithdrawalRejectReason } from '@meridian/contract/funding';
import type { DepositMethod, DepositState } from './api/get-deposits';
import type { WithdrawalState } from './api/get-withdrawals';

export const DEPOSIT_STATE_OPTIONS = [
  { value: 'pending', label: 'Waiting' },
  { value: 'credited', label: 'Credited' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'expired', label: 'Expired' },
] as const satisfies readonly { value: DepositState; label: string }[];

export const DEPOSIT_METHOD_OPTIONS = [
  { value: 'bank_transfer', label: 'Bank transfer (manual)' },
  { value: 'quick_pay', label: 'Quick pay' },
  { value: 'all', label: 'All methods' },
] as const satisfies readonly { value: DepositMethod | 'all'; label: string }[];

export const DEPOSIT_METHOD_LABEL: Record<DepositMethod, string> = { bank_transfer: 'Bank transfer', quick_pay: 'Quick pay' };

export const DEPOSIT_STATE_BADGE: Record<DepositState, string> = {
  pending: 'badge badge-warn',
  credited: 'badge badge-ok',
  rejected: 'badge badge-danger',
  expired: 'badge badge-muted',
};

export const WITHDRAWAL_STATE_OPTIONS = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Paid out' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled by user' },
] as const satisfies readonly { value: WithdrawalState; label: string }[];

export const WITHDRAWAL_STATE_BADGE: Record<WithdrawalState, string> = {
  pending: 'badge badge-warn',
  approved: 'badge badge-ok',
  rejected: 'badge badge-danger',
  cancelled: 'badge badge-muted',
};

/** The operator's names for the fixed codes; the user reads the code in their own language. */
export const WITHDRAWAL_REASON_LABEL: Record<WithdrawalRejectReason, string> = {
  name_mismatch: 'Card holder does not match the verified name',
  aml_review_failed: 'Anti-money-laundering review failed',
  card_invalid: 'Bank card invalid or not accepted',
  user_request: 'The user asked to stop it',
  other: 'Other (explain below)',
};
