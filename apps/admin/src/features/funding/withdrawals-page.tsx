import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Segmented } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { WITHDRAWAL_STATES } from '@meridian/contract/funding';
import { useWithdrawals, type AdminWithdrawal, type WithdrawalState } from './api/get-withdrawals';
import { ApproveWithdrawalDialog, RejectWithdrawalDialog } from './withdrawal-dialogs';
import { WithdrawalTable } from './withdrawal-table';

const PAGE_SIZE = 20;

type Open = { kind: 'approve' | 'reject'; withdrawal: AdminWithdrawal } | null;

const pickState = (raw: string | null): WithdrawalState => WITHDRAWAL_STATES.find((s) => s === raw) ?? 'pending';

export function WithdrawalsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = pickState(params.get('state'));
  const [page, setPage] = usePageParam();
  const withdrawals = useWithdrawals({ state, page, size: PAGE_SIZE });
  const [open, setOpen] = useState<Open>(null);

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.withdrawals')}</h1>
        <p className="muted">{t('funding.withdrawals.explain')}</p>
      </header>
      <div className="toolbar">
        <Segmented<WithdrawalState>
          value={state}
          onChange={(next) => setParams(next === 'pending' ? {} : { state: next })}
          options={WITHDRAWAL_STATES.map((s) => ({ value: s, label: <span data-testid={`withdrawal-state-${s}`}>{t(`funding.withdrawal.state.${s}`)}</span> }))}
        />
      </div>
      <ErrorMessage error={withdrawals.error} />
      <WithdrawalTable
        withdrawals={withdrawals.data?.list ?? []}
        loading={withdrawals.isFetching}
        emptyText={state === 'pending' ? t('funding.withdrawal.nonePending') : t('funding.withdrawal.none')}
        page={page}
        pageSize={PAGE_SIZE}
        total={withdrawals.data?.total ?? 0}
        onPage={setPage}
        onApprove={(withdrawal) => setOpen({ kind: 'approve', withdrawal })}
        onReject={(withdrawal) => setOpen({ kind: 'reject', withdrawal })}
      />
      {open?.kind === 'approve' && <ApproveWithdrawalDialog withdrawal={open.withdrawal} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectWithdrawalDialog withdrawal={open.withdrawal} onClose={() => setOpen(null)} />}
    </section>
  );
}
