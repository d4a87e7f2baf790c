import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Segmented, Select } from 'antd';
import { DEPOSIT_METHODS, DEPOSIT_STATES } from '@meridian/contract/funding';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useDeposits, type AdminDeposit, type DepositMethod, type DepositState } from './api/get-deposits';
import { ConfirmDepositDialog, RejectDepositDialog } from './deposit-dialogs';
import { DepositTable } from './deposit-table';

const PAGE_SIZE = 20;

type Open = { kind: 'confirm' | 'reject'; deposit: AdminDeposit } | null;
type MethodFilter = DepositMethod | 'all';

const METHOD_FILTERS: readonly MethodFilter[] = [...DEPOSIT_METHODS, 'all'];
const pickState = (raw: string | null): DepositState => DEPOSIT_STATES.find((s) => s === raw) ?? 'pending';
// The default view is the queue an operator works: bank transfers waiting for the money.
const pickMethod = (raw: string | null): MethodFilter => METHOD_FILTERS.find((m) => m === raw) ?? 'bank_transfer';

export function DepositsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = pickState(params.get('state'));
  const method = pickMethod(params.get('method'));
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
        <h1>{t('nav.deposits')}</h1>
        <p className="muted">{t('funding.deposits.explain')}</p>
      </header>
      <div className="toolbar">
        <Segmented<DepositState>
          value={state}
          onChange={(next) => filter({ state: next })}
          options={DEPOSIT_STATES.map((s) => ({ value: s, label: <span data-testid={`deposit-state-${s}`}>{t(`funding.deposit.state.${s}`)}</span> }))}
        />
        <Select<MethodFilter>
          value={method}
          onChange={(next) => filter({ method: next })}
          aria-label={t('funding.deposit.method')}
          style={{ minWidth: 200 }}
          options={METHOD_FILTERS.map((m) => ({ value: m, label: t(`funding.deposit.filter.${m}`) }))}
          data-testid="deposit-method-filter"
        />
      </div>
      <ErrorMessage error={deposits.error} />
      <DepositTable
        deposits={deposits.data?.list ?? []}
        loading={deposits.isFetching}
        emptyText={state === 'pending' ? t('funding.deposit.nonePending') : t('funding.deposit.none')}
        page={page}
        pageSize={PAGE_SIZE}
        total={deposits.data?.total ?? 0}
        onPage={setPage}
        onConfirm={(deposit) => setOpen({ kind: 'confirm', deposit })}
        onReject={(deposit) => setOpen({ kind: 'reject', deposit })}
      />
      {open?.kind === 'confirm' && <ConfirmDepositDialog deposit={open.deposit} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectDepositDialog deposit={open.deposit} onClose={() => setOpen(null)} />}
    </section>
  );
}
