import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { type Range, RangeTabs } from '../../../components/range-tabs.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { formatMoney, formatSigned, toCents } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { type MoneyLogItem, type MoneyLogPosting, useMoneyLog } from '../api/get-money-log.ts';
import { memoText } from '../memo-text.ts';
import '../funding.css';

const toneOf = (cents: number) => (cents > 0 ? 'tone-up' : cents < 0 ? 'tone-down' : 'tone-flat');

function PostingLine({ posting }: { posting: MoneyLogPosting }) {
  const { t } = useTranslation();
  return (
    <li className="posting-line" data-testid="money-log-posting" data-kind={posting.kind} data-account={posting.account}>
      <span>
        {t(`funding.kind.${posting.kind}`, { defaultValue: posting.kind })} · {t(posting.account === 'cash_frozen' ? 'account.frozen' : 'funding.availableCash')}
      </span>
      <span className={toneOf(toCents(posting.amount) ?? 0)} data-testid="money-log-posting-amount">
        {formatSigned(posting.amount)}
      </span>
      <span className="posting-sub">
        {formatLocalTime(posting.created_at)} · {t('common.labelled', { label: t('funding.balanceAfter') })}{formatMoney(posting.balance_after)}
      </span>
    </li>
  );
}

/** One business action: what it is, where it stands, the change to available cash; tap for its postings. */
function LogRow({ item }: { item: MoneyLogItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cents = toCents(item.available_change) ?? 0;
  const frozen = toCents(item.frozen_change) ?? 0;
  const pending = item.last_kind === 'withdrawal_hold';
  const state = pending ? t('funding.pendingReview') : item.postings.length > 1 ? t(`funding.kind.${item.last_kind}`, { defaultValue: item.last_kind }) : '';
  return (
    <div className="record-row" data-testid="money-log-row" data-kind={item.kind} data-state={item.last_kind} data-open={open}>
      <button type="button" className="record-toggle" aria-expanded={open} onClick={() => setOpen((v) => !v)} data-testid="money-log-toggle">
        <div className="record-main">
          <strong>{t(`funding.action.${item.kind}`, { defaultValue: t(`funding.kind.${item.kind}`, { defaultValue: item.kind }) })}</strong>
          <span className={`record-amount ${toneOf(cents)}`} data-testid="money-log-amount">
            {formatSigned(item.available_change)}
          </span>
        </div>
        <div className="record-sub">
          <span data-testid="money-log-memo">{memoText(t, item)}</span>
        </div>
        <div className="record-sub">
          <span className="record-state">
            <span data-testid="money-log-state">{state}</span>
            {frozen !== 0 ? <span data-testid="money-log-frozen">{t('funding.frozenChange', { amount: formatSigned(item.frozen_change) })}</span> : null}
          </span>
          {item.balance_after !== null ? (
            <span className="record-figure">
              {t('common.labelled', { label: t('funding.balanceAfter') })}<span data-testid="money-log-balance">{formatMoney(item.balance_after)}</span>
            </span>
          ) : null}
        </div>
        <div className="record-sub">
          <span className="link">
            {t('funding.postings', { n: item.postings.length })} {open ? '▴' : '▾'}
          </span>
          <span className="record-figure">{formatLocalTime(item.updated_at)}</span>
        </div>
      </button>
      {open ? (
        <ul className="posting-list">
          {item.postings.map((p) => (
            <PostingLine key={p.id} posting={p} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The statement of a calendar period (one row per business action, its postings beneath), and the full statement as CSV. */
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
        <PageLoading inline reads={[log]} />
      )}
    </div>
  );
}
