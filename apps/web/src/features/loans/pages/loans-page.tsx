import type { LoanItem } from '@meridian/contract/loans';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { formatMoney, formatPercent } from '../../../lib/money.ts';
import { useLoans } from '../api/get-loans.ts';
import { LoanStateTag } from '../components/loan-state-tag.tsx';
import '../loans.css';

function LoanRow({ loan }: { loan: LoanItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="loan-row" data-testid="loan-row" data-loan-id={loan.id} data-state={loan.state} onClick={() => void navigate(`/loans/${loan.id}`)}>
      <span className="loan-row-main">
        <strong data-testid="loan-row-amount">{formatMoney(loan.amount)}</strong>
        <LoanStateTag loan={loan} />
      </span>
      <span className="loan-row-sub">
        {t('loans.termDays', { count: loan.term_days })} · {formatPercent(loan.annual_rate)} · {formatLocalTime(loan.applied_at, 'date')}
      </span>
      {loan.state === 'approved' ? (
        <span className="loan-row-sub">
          {t('common.labelled', { label: t('loans.outstanding') })}<span data-testid="loan-row-outstanding">{formatMoney(loan.outstanding)}</span>
        </span>
      ) : null}
    </button>
  );
}

/** /loans — the user's applications and loans, and the way to apply. */
export function LoansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loans = useLoans();
  const items = loans.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="page">
      <PageHeader />
      <div className="form">
        <Button block color="primary" size="large" data-testid="loans-apply" onClick={() => void navigate('/loans/apply')}>
          {t('loans.apply')}
        </Button>
      </div>
      {loans.data ? (
        <RefreshList
          items={items}
          keyOf={(l) => l.id}
          renderItem={(l) => <LoanRow loan={l} />}
          onRefresh={() => loans.refetch()}
          hasMore={loans.hasNextPage}
          loadMore={async () => {
            await loans.fetchNextPage();
          }}
          emptyTitle={t('loans.none')}
        />
      ) : (
        <PageLoading inline reads={[loans]} />
      )}
    </div>
  );
}
