import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LoanState } from '@meridian/contract/loans';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { pickOption, StateTabs } from '../../components/state-tabs';
import { usePageParam } from '../../lib/use-page-param';
import { useApproveLoan } from './api/approve-loan';
import { useLoans, type AdminLoan } from './api/get-loans';
import { LoanTable } from './loan-table';
import { RejectLoanDialog } from './reject-loan-dialog';

const PAGE_SIZE = 20;

const VIEW_OPTIONS = [
  { value: 'pending', label: 'Applications' },
  { value: 'approved', label: 'Open loans' },
  { value: 'repaid', label: 'Repaid' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
] as const satisfies readonly { value: LoanState | 'all'; label: string }[];

export function LoansPage() {
  const [params, setParams] = useSearchParams();
  const view = pickOption(VIEW_OPTIONS, params.get('state'), 'pending');
  const [page, setPage] = usePageParam();
  const loans = useLoans({ state: view === 'all' ? undefined : view, page, size: PAGE_SIZE });
  const approve = useApproveLoan();
  const [rejecting, setRejecting] = useState<AdminLoan | null>(null);

  return (
    <section>
      <header className="page-header">
        <h1>Loans</h1>
        <p className="muted">
          Approving lends the amount into the user’s available cash through the ledger; interest then accrues daily at
          the product’s rate, computed by the server. A rejection’s reason is shown to the user. Every decision is
          recorded in the audit log.
        </p>
      </header>
      <StateTabs
        label="Loans"
        options={VIEW_OPTIONS}
        value={view}
        onChange={(next) => setParams(next === 'pending' ? {} : { state: next })}
        testIdPrefix="loan-state"
      />
      <ErrorMessage error={loans.error ?? approve.error} testId="loans-error" />
      <LoanTable
        loans={loans.data?.list ?? []}
        loading={loans.isPending}
        busy={loans.isFetching}
        emptyText={view === 'pending' ? 'No application waits for a decision.' : 'No loans.'}
        approvingId={approve.isPending ? (approve.variables ?? null) : null}
        onApprove={(loan) => approve.mutate(loan.id)}
        onReject={(loan) => {
          approve.reset();
          setRejecting(loan);
        }}
      />
      {loans.data && <Pagination page={loans.data.page} size={loans.data.size} total={loans.data.total} onChange={setPage} />}
      {rejecting && <RejectLoanDialog loan={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
