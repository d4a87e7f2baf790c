import { useState } from 'react';
import { rejectLoanBody } from '@meridian/contract/loans';
import { DecisionDialog, ReasonField } from '../../components/decision-dialog';
import type { AdminLoan } from './api/get-loans';
import { useRejectLoan } from './api/reject-loan';

type Props = { loan: AdminLoan; onClose: () => void };

export function RejectLoanDialog({ loan, onClose }: Props) {
  const reject = useRejectLoan();
  const [reason, setReason] = useState('');
  const body = { reason };

  return (
    <DecisionDialog
      title="Reject this loan application?"
      submitLabel="Reject"
      pendingLabel="Rejecting…"
      pending={reject.isPending}
      ready={rejectLoanBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: loan.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="loan-reject-dialog"
      submitTestId="loan-reject-submit"
    >
      <p>
        <strong>{loan.username}</strong> applied for{' '}
        <strong>
          {loan.amount} over {loan.term_days} days
        </strong>{' '}
        at {loan.annual_rate} % a year. Nothing is lent; the user reads your reason and may apply again.
      </p>
      <ReasonField
        label="Reason shown to the user"
        value={reason}
        onChange={setReason}
        min={1}
        max={500}
        placeholder="e.g. The requested amount is above what we can lend today"
        testId="loan-reject-reason"
      />
    </DecisionDialog>
  );
}
