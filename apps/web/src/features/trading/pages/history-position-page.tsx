import type { ClosedPosition } from '@meridian/contract/trading';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { useHistory } from '../api/get-history.ts';
import { plClass, signedMoney, signedPct } from '../pl.ts';
import '../trading.css';
import { StockName } from '../../../components/stock-name.tsx';
import { formatCount, formatMoney } from '../../../lib/money.ts';

function HistoryRow({ item, onOpen }: { item: ClosedPosition; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="record-button" data-testid={`history-row-${item.id}`} data-code={item.code} onClick={() => onOpen(item.id)}>
      <div className="row-main">
        <span className="row-name">
          <StockName item={item} /> <small>{item.code}</small>
          {item.reason === 'liquidation' ? (
            <Tag color="danger" fill="outline" className="row-tag">
              {t('trading.reason.liquidation')}
            </Tag>
          ) : null}
        </span>
        <span className={plClass(item.realised_pl)}>
          <strong data-testid="history-realised-pl">{signedMoney(item.realised_pl)}</strong> <small>{signedPct(item.realised_pl_pct)}</small>
        </span>
      </div>
      <div className="row-sub">
        <span>
          {t('trading.sharesCount', { n: formatCount(item.quantity) })} · {formatMoney(item.buy_price)} → {formatMoney(item.sell_price)}
        </span>
        <span>{formatLocalTime(item.sell_time)}</span>
      </div>
    </button>
  );
}

/** /historyPosition — closed positions (spec §4: closing moves a position here), newest first. */
export function HistoryPositionPage() {
  const navigate = useNavigate();
  const history = useHistory();
  const items = history.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="page">
      <PageHeader />
      {history.data ? (
        <RefreshList
          items={items}
          keyOf={(item) => item.id}
          renderItem={(item) => <HistoryRow item={item} onOpen={(id) => void navigate(`/historyDetail?id=${id}`)} />}
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
