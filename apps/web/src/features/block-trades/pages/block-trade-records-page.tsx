import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { useRecords } from '../api/get-records.ts';
import { PurchaseRow } from '../components/purchase-row.tsx';
import '../block-trades.css';

/** /shares/dzjy-record — every block trade purchase of the user, newest first. */
export function BlockTradeRecordsPage() {
  const { t } = useTranslation();
  const records = useRecords();
  const items = records.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="page">
      <PageHeader />
      {records.data ? (
        <RefreshList
          items={items}
          keyOf={(p) => p.id}
          renderItem={(p) => <PurchaseRow purchase={p} />}
          onRefresh={() => records.refetch()}
          hasMore={records.hasNextPage}
          loadMore={async () => {
            await records.fetchNextPage();
          }}
          emptyTitle={t('blockTrades.noRecords')}
        />
      ) : (
        <PageLoading inline reads={[records]} />
      )}
    </div>
  );
}
