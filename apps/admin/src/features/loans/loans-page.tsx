import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Segmented } from 'antd';
import type { LoanState } from '@meridian/contract/loans';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useLoans, type AdminLoan } from './api/get-loans';
import { ApproveLoanDialog } from './approve-loan-dialog';
import { LoanTable } from './loan-table';
import { RejectLoanDialog } from './reject-loan-dialog';

const PAGE_SIZE = 20;

type View = LoanState | 'all';
const VIEWS: readonly View[] = ['pending', 'approved', 'repaid', 'rejected', 'all'];

export function LoansPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('state')) ?? 'pending';
  const [page, setPage] = usePageParam();
  const loans = useLoans({ state: view === 'all' ? undefined : view, page, size: PAGE_SIZE });
  const [approving, setApproving] = useState<AdminLoan | null>(null);
  const [rejecting, setRejecting] = useState<AdminLoan | null>(null);

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.loans')}</h1>
        <p className="muted">{t('loans.explain')}</p>
      </header>
      <div className="toolbar">
        <Segmented<View>
          value={view}
          onChange={(next) => setParams(next === 'pending' ? {} : { state: next })}
          options={VIEWS.map((v) => ({ value: v, label: <span data-testid={`loan-state-${v}`}>{t(`loans.view.${v}`)}</span> }))}
        />
      </div>
      <ErrorMessage error={loans.error} testId="loans-error" />
      <LoanTable
        loans={loans.data?.list ?? []}
        loading={loans.isFetching}
        emptyText={view === 'pending' ? t('loans.nonePending') : t('loans.none')}
        page={page}
        pageSize={PAGE_SIZE}
        total={loans.data?.total ?? 0}
        onPage={setPage}
        onApprove={setApproving}
        onReject={setRejecting}
      />
      {approving && <ApproveLoanDialog loan={approving} onClose={() => setApproving(null)} />}
      {rejecting && <RejectLoanDialog loan={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
