import { Tabs } from '../../../components/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { type HistoryFilter, useMoneyMarketHistory } from '../api/get-history.ts';
import { HistoryRow } from '../components/history-row.tsx';
import '../money-market.css';

const FILTERS: readonly HistoryFilter[] = ['all', 'purchase', 'redemption', 'income'];
const isFilter = (value: string): value is HistoryFilter => (FILTERS as readonly string[]).includes(value);

/** /trade/history — "my money-market balance": purchases, redemptions and daily income, newest first. */
export function MoneyHistoryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const history = useMoneyMarketHistory(filter);
  const items = history.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="page" data-testid="money-history-page">
      <PageHeader />
      <Tabs activeKey={filter} onChange={(key) => isFilter(key) && setFilter(key)}>
        {FILTERS.map((f) => (
          <Tabs.Tab key={f} title={<span data-testid={`money-history-tab-${f}`}>{t(`moneyMarket.type.${f}`)}</span>} />
        ))}
      </Tabs>
      {history.data ? (
        <RefreshList
          items={items}
          keyOf={(i) => `${i.type}-${i.id}`}
          renderItem={(i) => <HistoryRow item={i} />}
          onRefresh={() => history.refetch()}
          hasMore={history.hasNextPage}
          loadMore={async () => {
            await history.fetchNextPage();
          }}
        />
      ) : (
        <PageLoading inline reads={[history]} />
      )}
    </div>
  );
}
