import { useState } from 'react';
import { rejectLoanBody } from '@meridian/contract/loans';
import { DecisionModal, ReasonInput } from '../../components/decision-modal';
import { useT } from '../../i18n/i18n';
import type { AdminLoan } from './api/get-loans';
import { useRejectLoan } from './api/reject-loan';

type Props = { loan: AdminLoan; onClose: () => void };

export function RejectLoanDialog({ loan, onClose }: Props) {
  const t = useT();
  const reject = useRejectLoan();
  const [reason, setReason] = useState('');
  const body = { reason };

  return (
    <DecisionModal
      title={t('loans.rejectTitle')}
      submitLabel={t('loans.rejectSubmit')}
      pending={reject.isPending}
      ready={rejectLoanBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: loan.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="loan-reject-dialog"
      submitTestId="loan-reject-submit"
    >
      <p>{t('loans.rejectExplain', { user: loan.username, amount: loan.amount, days: loan.term_days, rate: loan.annual_rate })}</p>
      <ReasonInput
        label={t('funding.deposit.reasonText')}
        value={reason}
        onChange={setReason}
        min={1}
        max={500}
        placeholder={t('loans.reasonPlaceholder')}
        testId="loan-reject-reason"
      />
    </DecisionModal>
  );
}
