import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { type Range, RangeTabs } from '../../../components/range-tabs.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatDate } from '../../../lib/date.ts';
import { formatMoney, formatSigned, toCents } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { type MoneyLogItem, useMoneyLog } from '../api/get-money-log.ts';
import '../funding.css';

function LogRow({ item }: { item: MoneyLogItem }) {
  const { t } = useTranslation();
  const cents = toCents(item.amount) ?? 0;
  return (
    <div className="record-row" data-testid="money-log-row" data-kind={item.kind} data-account={item.account}>
      <div className="record-main">
        <strong>{t(`funding.kind.${item.kind}`, { defaultValue: item.kind })}</strong>
        <span className={`record-amount ${cents > 0 ? 'tone-up' : cents < 0 ? 'tone-down' : 'tone-flat'}`} data-testid="money-log-amount">
          {formatSigned(item.amount)}
        </span>
      </div>
      <div className="record-sub">
        <span>{t(item.account === 'cash_frozen' ? 'account.frozen' : 'funding.availableCash')}</span>
        <span>
          {t('funding.balanceAfter')}: <span data-testid="money-log-balance">{formatMoney(item.balance_after)}</span>
        </span>
      </div>
      <div className="record-sub">
        <span>{item.memo}</span>
        <span>{formatDate(item.created_at)}</span>
      </div>
    </div>
  );
}

/** Postings on the cash accounts in a calendar period, and the full statement as CSV. */
export function MoneyLogPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('month');
  const [downloading, setDownloading] = useState(false);
  const log = useMoneyLog(range);
  const items = log.data?.pages.flatMap((p) => p.list) ?? [];

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadStatement();
      toastSuccess(t('funding.statementSaved', { name }));
    } catch {
      // The download helper has shown why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="page">
      <PageHeader
        right={
          <Button size="mini" fill="none" color="primary" loading={downloading} data-testid="money-log-csv" onClick={() => void download()}>
            {t('funding.statementCsv')}
          </Button>
        }
      />
      <RangeTabs value={range} onChange={setRange} />
      {log.data ? (
        <RefreshList
          items={items}
          keyOf={(i) => i.id}
          renderItem={(i) => <LogRow item={i} />}
          onRefresh={() => log.refetch()}
          hasMore={log.hasNextPage}
          loadMore={async () => {
            await log.fetchNextPage();
          }}
        />
      ) : (
        <PageLoading inline />
      )}
    </div>
  );
}
