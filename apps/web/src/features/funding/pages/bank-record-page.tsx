import { Button } from 'antd-mobile';
import { Tabs } from '../../../components/tabs.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { type BankRecord, type BankRecordType, useBankRecords } from '../api/get-bank-records.ts';
import { StateTag } from '../components/state-tag.tsx';
import '../funding.css';
import { confirm } from '../../../lib/dialog.ts';

const TABS: { key: BankRecordType; title: string }[] = [
  { key: 'all', title: 'common.all' },
  { key: 'in', title: 'funding.depositRecords' },
  { key: 'out', title: 'funding.withdrawRecords' },
];

const isType = (value: string | null): value is BankRecordType => value === 'all' || value === 'in' || value === 'out';

function RecordRow({ record, onCancel }: { record: BankRecord; onCancel: (record: BankRecord) => void }) {
  const { t } = useTranslation();
  const sign = record.type === 'in' ? '+' : '-';
  return (
    <div className="record-row" data-testid="bank-record" data-type={record.type} data-state={record.state} data-id={record.id}>
      <div className="record-main">
        <strong>{t(`funding.method.${record.method}`, { defaultValue: record.method })}</strong>
        <span className={record.type === 'in' ? 'record-amount tone-up' : 'record-amount tone-down'} data-testid="bank-record-amount">
          {sign}
          {formatMoney(record.amount)}
        </span>
      </div>
      <div className="record-sub">
        <span data-testid="bank-record-reference">{record.reference}</span>
        <StateTag state={record.state} testId="bank-record-state" />
      </div>
      <div className="record-sub">
        <span>{formatLocalTime(record.created_at)}</span>
        {record.type === 'out' && record.state === 'pending' ? (
          <Button size="mini" color="danger" fill="outline" data-testid="bank-record-cancel" onClick={() => onCancel(record)}>
            {t('funding.cancelWithdrawal')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Deposits and withdrawals together, or one kind; a pending withdrawal can be cancelled here. */
export function BankRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type: BankRecordType = isType(typeParam) ? typeParam : 'all';
  const records = useBankRecords(type);
  const cancel = useCancelWithdrawal();

  const confirmCancel = async (record: BankRecord) => {
    const sure = await confirm({ content: t('funding.cancelConfirm', { amount: formatMoney(record.amount) }), confirmText: t('funding.cancelWithdrawal'), cancelText: t('common.cancel') });
    if (!sure) return;
    try {
      await cancel.mutateAsync(record.id);
      toastSuccess(t('funding.withdrawalCancelled'));
    } catch {
      // The request client has shown the server's message.
    }
  };

  const items = records.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="page">
      <PageHeader />
      <Tabs activeKey={type} onChange={(key) => setParams({ type: key }, { replace: true })}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.key} title={<span data-testid={`bank-record-tab-${tab.key}`}>{t(tab.title)}</span>} />
        ))}
      </Tabs>
      {records.data ? (
        <RefreshList
          items={items}
          keyOf={(r) => `${r.type}-${r.id}`}
          renderItem={(r) => <RecordRow record={r} onCancel={(x) => void confirmCancel(x)} />}
          onRefresh={() => records.refetch()}
          hasMore={records.hasNextPage}
          loadMore={async () => {
            await records.fetchNextPage();
          }}
        />
      ) : (
        <PageLoading inline reads={[records]} />
      )}
    </div>
  );
}
