import { useState } from 'react';
import { confirmDepositBody, rejectDepositBody } from '@meridian/contract/funding';
import { DecisionDialog, ReasonField } from '../../components/decision-dialog';
import { useConfirmDeposit } from './api/confirm-deposit';
import type { AdminDeposit } from './api/get-deposits';
import { useRejectDeposit } from './api/reject-deposit';

type Props = { deposit: AdminDeposit; onClose: () => void };

function Who({ deposit }: { deposit: AdminDeposit }) {
  return (
    <p>
      Deposit <code>{deposit.reference}</code> of <strong>{deposit.user.username}</strong>
      {deposit.user.verified_name ? ` (${deposit.user.verified_name})` : ''}: announced{' '}
      <strong>
        {deposit.amount} {deposit.currency}
      </strong>
      .
    </p>
  );
}

/** "The money is in our account": credits what arrived, which may differ from what was announced. */
export function ConfirmDepositDialog({ deposit, onClose }: Props) {
  const confirm = useConfirmDeposit();
  const [received, setReceived] = useState('');
  // A note is required; the usual one is offered so a plain confirmation takes one click.
  const [note, setNote] = useState('Transfer received in the bank account.');
  const body = received.trim() === '' ? { note } : { received_amount: received, note };

  return (
    <DecisionDialog
      title="Confirm the transfer arrived?"
      submitLabel="Credit the user"
      pendingLabel="Crediting…"
      pending={confirm.isPending}
      ready={confirmDepositBody.safeParse(body).success}
      error={confirm.error}
      onSubmit={() => confirm.mutate({ id: deposit.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="deposit-confirm-dialog"
      submitTestId="deposit-confirm-submit"
    >
      <Who deposit={deposit} />
      <p className="muted">
        Check the bank statement for a transfer with this reference. The amount you confirm is credited to the user’s
        available cash through the ledger, and the confirmation is recorded in the audit log.
      </p>
      <label className="field">
        <span>Amount received ({deposit.currency}, leave empty if it is exactly {deposit.amount})</span>
        <input
          value={received}
          onChange={(event) => setReceived(event.target.value)}
          inputMode="decimal"
          placeholder={deposit.amount}
          pattern="\d{1,13}(\.\d{1,2})?"
          title="An amount with up to two decimals"
          data-testid="deposit-confirm-amount"
        />
      </label>
      <label className="field">
        <span>Note (for the audit log)</span>
        <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={200} data-testid="deposit-confirm-note" />
      </label>
    </DecisionDialog>
  );
}

export function RejectDepositDialog({ deposit, onClose }: Props) {
  const reject = useRejectDeposit();
  const [reason, setReason] = useState('');
  const body = { reason };

  return (
    <DecisionDialog
      title="Reject this deposit?"
      submitLabel="Reject"
      pendingLabel="Rejecting…"
      pending={reject.isPending}
      ready={rejectDepositBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: deposit.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="deposit-reject-dialog"
      submitTestId="deposit-reject-submit"
    >
      <Who deposit={deposit} />
      <p className="muted">Nothing is credited. The user sees your reason with the deposit.</p>
      <ReasonField
        label="Reason shown to the user"
        value={reason}
        onChange={setReason}
        min={5}
        max={200}
        placeholder="e.g. No transfer with this reference arrived"
        testId="deposit-reject-reason"
      />
    </DecisionDialog>
  );
}
