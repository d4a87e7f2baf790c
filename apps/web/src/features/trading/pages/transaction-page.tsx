import type { Trade } from '@meridian/contract/trading';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { type Range, RangeTabs } from '../../../components/range-tabs.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { formatCount, formatMoney, formatSigned } from '../../../lib/money.ts';
import { useTrades } from '../api/get-trades.ts';
import { periodText } from '../fees.ts';
import { plClass } from '../pl.ts';
import '../trading.css';
import { StockName } from '../../../components/stock-name.tsx';

function TradeRow({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const buy = trade.side === 'buy';
  return (
    <div className="order-row" data-testid={`trade-row-${trade.id}`} data-code={trade.code} data-side={trade.side}>
      <div className="row-main">
        <span className="row-name">
          <Tag color={buy ? 'var(--price-up)' : 'var(--price-down)'} fill="outline">
            {t(buy ? 'market.buy' : 'market.sell')}
          </Tag>{' '}
          <StockName item={trade} /> <small>{trade.code}</small>
          {trade.source !== 'order' ? <small className="row-source"> · {t(`trading.sourceKind.${trade.source}`)}</small> : null}
        </span>
        <strong className={plClass(trade.cash_amount)} data-testid="trade-cash">
          {formatSigned(trade.cash_amount)}
        </strong>
      </div>
      <div className="row-sub">
        <span data-testid="trade-fill">
          {t('trading.sharesCount', { n: formatCount(trade.quantity) })} @ {formatMoney(trade.price)}
        </span>
        <span>
          {t('trading.value')} {formatMoney(trade.value)}
        </span>
      </div>
      <div className="row-sub">
        <span data-testid="trade-fees">
          {t('trading.fees')} {formatMoney(trade.fees.total)}
          {trade.side === 'sell' ? ` (${t('trading.stampDuty')} ${formatMoney(trade.fees.stamp_duty)})` : ''}
        </span>
        <span>{formatLocalTime(trade.time)}</span>
      </div>
    </div>
  );
}

/** /transaction — fills today, this week, month, quarter or year (Asia/Shanghai calendar, as the server counts). */
export function TransactionPage() {
  const [range, setRange] = useState<Range>('today');
  const trades = useTrades(range);
  const first = trades.data?.pages[0];
  const items = trades.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="page">
      <PageHeader />
      <RangeTabs value={range} onChange={setRange} />
      {first ? (
        <p className="period" data-testid="trades-period">
          {periodText(first.from, first.to)}
        </p>
      ) : null}
      {trades.data ? (
        <RefreshList
          items={items}
          keyOf={(trade) => trade.id}
          renderItem={(trade) => <TradeRow trade={trade} />}
          onRefresh={() => trades.refetch()}
          hasMore={trades.hasNextPage}
          loadMore={async () => {
            await trades.fetchNextPage();
          }}
        />
      ) : (
        <PageLoading inline reads={[trades]} />
      )}
    </div>
  );
}
