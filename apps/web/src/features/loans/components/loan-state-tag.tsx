import type { LoanItem } from '@meridian/contract/loans';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';

const COLORS = { pending: 'warning', approved: 'primary', rejected: 'danger', repaid: 'success' } as const;

export function LoanStateTag({ loan }: { loan: Pick<LoanItem, 'state' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <span className="loan-tags">
      <Tag color={COLORS[loan.state]} fill="outline" data-testid="loan-state" data-state={loan.state}>
        {t(`loans.state.${loan.state}`)}
      </Tag>
      {loan.overdue ? (
        <Tag color="danger" data-testid="loan-overdue">
          {t('loans.overdue')}
        </Tag>
      ) : null}
    </span>
  );
}
