import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { pickOption, StateTabs } from '../../components/state-tabs';
import { usePageParam } from '../../lib/use-page-param';
import { useDeposits, type AdminDeposit } from './api/get-deposits';
import { ConfirmDepositDialog, RejectDepositDialog } from './deposit-dialogs';
import { DepositTable } from './deposit-table';
import { DEPOSIT_METHOD_OPTIONS, DEPOSIT_STATE_OPTIONS } from './funding-labels';

const PAGE_SIZE = 20;

type Open = { kind: 'confirm' | 'reject'; deposit: AdminDeposit } | null;

export function DepositsPage() {
  const [params, setParams] = useSearchParams();
  const state = pickOption(DEPOSIT_STATE_OPTIONS, params.get('state'), 'pending');
  // The default view is the queue an operator works: bank transfers waiting for the money.
  const method = pickOption(DEPOSIT_METHOD_OPTIONS, params.get('method'), 'bank_transfer');
  const [page, setPage] = usePageParam();
  const deposits = useDeposits({ state, method: method === 'all' ? undefined : method, page, size: PAGE_SIZE });
  const [open, setOpen] = useState<Open>(null);

  const filter = (next: { state?: string; method?: string }) => {
    const merged = { state, method, ...next };
    const query: Record<string, string> = {};
    if (merged.state !== 'pending') query.state = merged.state;
    if (merged.method !== 'bank_transfer') query.method = merged.method;
    setParams(query);
  };

  return (
    <section>
      <header className="page-header">
        <h1>Deposits</h1>
        <p className="muted">
          Bank transfers wait here until the money is seen on the bank statement with the deposit’s reference. Quick
          pay deposits are confirmed by the payment provider. Every decision is recorded in the audit log.
        </p>
      </header>
      <div className="filters">
        <StateTabs label="State" options={DEPOSIT_STATE_OPTIONS} value={state} onChange={(next) => filter({ state: next })} testIdPrefix="deposit-state" />
        <label className="inline-field">
          <span>Method</span>
          <select value={method} onChange={(event) => filter({ method: event.target.value })} data-testid="deposit-method-filter">
            {DEPOSIT_METHOD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorMessage error={deposits.error} />
      <DepositTable
        deposits={deposits.data?.list ?? []}
        loading={deposits.isPending}
        busy={deposits.isFetching}
        emptyText={state === 'pending' ? 'No deposit waits for a decision.' : 'No deposits.'}
        onConfirm={(deposit) => setOpen({ kind: 'confirm', deposit })}
        onReject={(deposit) => setOpen({ kind: 'reject', deposit })}
      />
      {deposits.data && (
        <Pagination page={deposits.data.page} size={deposits.data.size} total={deposits.data.total} onChange={setPage} />
      )}
      {open?.kind === 'confirm' && <ConfirmDepositDialog deposit={open.deposit} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectDepositDialog deposit={open.deposit} onClose={() => setOpen(null)} />}
    </section>
  );
}
