import { DecisionModal } from '../../components/decision-modal';
import { useT } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';
import { useApproveLoan } from './api/approve-loan';
import type { AdminLoan } from './api/get-loans';

type Props = { loan: AdminLoan; onClose: () => void };

/** Lending moves money at once: the operator reads what is lent, to whom and on what terms, then confirms. */
export function ApproveLoanDialog({ loan, onClose }: Props) {
  const t = useT();
  const approve = useApproveLoan();
  return (
    <DecisionModal
      title={t('loans.approveTitle')}
      submitLabel={t('loans.approve')}
      pending={approve.isPending}
      ready
      error={approve.error}
      onSubmit={() => approve.mutate(loan.id, { onSuccess: onClose })}
      onClose={onClose}
      testId="loan-approve-dialog"
      submitTestId="loan-approve-submit"
    >
      <p>{t('loans.approveExplain', { user: loan.username, amount: formatMoney(loan.amount), days: loan.term_days, rate: loan.annual_rate })}</p>
    </DecisionModal>
  );
}
