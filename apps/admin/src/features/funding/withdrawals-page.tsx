import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { pickOption, StateTabs } from '../../components/state-tabs';
import { usePageParam } from '../../lib/use-page-param';
import { useWithdrawals, type AdminWithdrawal } from './api/get-withdrawals';
import { WITHDRAWAL_STATE_OPTIONS } from './funding-labels';
import { ApproveWithdrawalDialog, RejectWithdrawalDialog } from './withdrawal-dialogs';
import { WithdrawalTable } from './withdrawal-table';

const PAGE_SIZE = 20;

type Open = { kind: 'approve' | 'reject'; withdrawal: AdminWithdrawal } | null;

export function WithdrawalsPage() {
  const [params, setParams] = useSearchParams();
  const state = pickOption(WITHDRAWAL_STATE_OPTIONS, params.get('state'), 'pending');
  const [page, setPage] = usePageParam();
  const withdrawals = useWithdrawals({ state, page, size: PAGE_SIZE });
  const [open, setOpen] = useState<Open>(null);

  return (
    <section>
      <header className="page-header">
        <h1>Withdrawals</h1>
        <p className="muted">
          The amount is held from the user’s cash while a withdrawal waits. Approve once it is paid out; a rejection
          releases the hold, and the user sees its reason code and text. Every decision is recorded in the audit log.
        </p>
      </header>
      <StateTabs
        label="State"
        options={WITHDRAWAL_STATE_OPTIONS}
        value={state}
        onChange={(next) => setParams(next === 'pending' ? {} : { state: next })}
        testIdPrefix="withdrawal-state"
      />
      <ErrorMessage error={withdrawals.error} />
      <WithdrawalTable
        withdrawals={withdrawals.data?.list ?? []}
        loading={withdrawals.isPending}
        busy={withdrawals.isFetching}
        emptyText={state === 'pending' ? 'No withdrawal waits for review.' : 'No withdrawals.'}
        onApprove={(withdrawal) => setOpen({ kind: 'approve', withdrawal })}
        onReject={(withdrawal) => setOpen({ kind: 'reject', withdrawal })}
      />
      {withdrawals.data && (
        <Pagination page={withdrawals.data.page} size={withdrawals.data.size} total={withdrawals.data.total} onChange={setPage} />
      )}
      {open?.kind === 'approve' && <ApproveWithdrawalDialog withdrawal={open.withdrawal} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectWithdrawalDialog withdrawal={open.withdrawal} onClose={() => setOpen(null)} />}
    </section>
  );
}
