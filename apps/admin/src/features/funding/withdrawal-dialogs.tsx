import { useState } from 'react';
import {
  approveWithdrawalBody,
  rejectWithdrawalBody,
  WITHDRAWAL_REJECT_REASONS,
  type WithdrawalRejectReason,
} from '@meridian/contract/funding';
import { DecisionDialog, ReasonField } from '../../components/decision-dialog';
import { useApproveWithdrawal } from './api/approve-withdrawal';
import type { AdminWithdrawal } from './api/get-withdrawals';
import { useRejectWithdrawal } from './api/reject-withdrawal';
import { WITHDRAWAL_REASON_LABEL } from './funding-labels';

type Props = { withdrawal: AdminWithdrawal; onClose: () => void };

function Summary({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return (
    <p>
      <strong>
        {withdrawal.amount} {withdrawal.currency}
      </strong>{' '}
      for <strong>{withdrawal.user.username}</strong> to {withdrawal.payout.holder}, {withdrawal.payout.bank},{' '}
      <code>{withdrawal.payout.iban}</code>.
    </p>
  );
}

/** Paid out: the held amount leaves the user's account for the bank. */
export function ApproveWithdrawalDialog({ withdrawal, onClose }: Props) {
  const approve = useApproveWithdrawal();
  const [note, setNote] = useState('');
  const body = { note };

  return (
    <DecisionDialog
      title="Approve this withdrawal?"
      submitLabel="Approve and pay out"
      pendingLabel="Approving…"
      pending={approve.isPending}
      ready={approveWithdrawalBody.safeParse(body).success}
      error={approve.error}
      onSubmit={() => approve.mutate({ id: withdrawal.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="withdrawal-approve-dialog"
      submitTestId="withdrawal-approve-submit"
    >
      <Summary withdrawal={withdrawal} />
      <p className="muted">
        The held amount is posted out of the user’s account to bank clearing; send the transfer to the account above.
        The approval is recorded in the audit log.
      </p>
      <label className="field">
        <span>Note (optional, for the audit log)</span>
        <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={200} data-testid="withdrawal-approve-note" />
      </label>
    </DecisionDialog>
  );
}

const isReasonCode = (value: string): value is WithdrawalRejectReason =>
  WITHDRAWAL_REJECT_REASONS.some((code) => code === value);

/** Refused: the user sees the code (in their language) and the text; the held amount is released. */
export function RejectWithdrawalDialog({ withdrawal, onClose }: Props) {
  const reject = useRejectWithdrawal();
  const [code, setCode] = useState<WithdrawalRejectReason>('other');
  const [reason, setReason] = useState('');
  const body = { reason_code: code, reason };

  return (
    <DecisionDialog
      title="Reject this withdrawal?"
      submitLabel="Reject and release the funds"
      pendingLabel="Rejecting…"
      pending={reject.isPending}
      ready={rejectWithdrawalBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: withdrawal.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="withdrawal-reject-dialog"
      submitTestId="withdrawal-reject-submit"
    >
      <Summary withdrawal={withdrawal} />
      <p className="muted">
        The held amount goes back to the user’s available cash. The user sees the reason code and your text.
      </p>
      <label className="field">
        <span>Reason code</span>
        <select
          value={code}
          onChange={(event) => isReasonCode(event.target.value) && setCode(event.target.value)}
          data-testid="withdrawal-reject-code"
        >
          {WITHDRAWAL_REJECT_REASONS.map((value) => (
            <option key={value} value={value}>
              {WITHDRAWAL_REASON_LABEL[value]}
            </option>
          ))}
        </select>
      </label>
      <ReasonField
        label="Text shown to the user"
        value={reason}
        onChange={setReason}
        min={5}
        max={200}
        placeholder="e.g. The card holder’s name differs from your verified name"
        testId="withdrawal-reject-reason"
      />
    </DecisionDialog>
  );
}
