import type { Order } from '@meridian/contract/trading';
import { Button, Tag } from 'antd-mobile';
import { Tabs } from '../../../components/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { Section } from '../../../components/section.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { displayName } from '../../../lib/names.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { type OrderState, useOrders } from '../api/get-orders.ts';
import { StockName } from '../../../components/stock-name.tsx';
import { confirm } from '../../../lib/dialog.ts';

const STATE_COLOR: Record<Order['state'], 'primary' | 'success' | 'default' | 'warning'> = {
  open: 'primary',
  filled: 'success',
  cancelled: 'default',
  expired: 'warning',
};

function CancelButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const { busy, run } = useSubmission();
  const lang = useLang();
  const onCancel = async () => {
    const sure = await confirm({
      content: t('trading.cancelOrderConfirm', { id: order.id, name: displayName(order, lang), quantity: formatCount(order.quantity, lang) }),
      confirmText: t('trading.cancelOrder'),
      cancelText: t('common.keep'),
    });
    if (!sure) return;
    try {
      await run({ id: order.id }, (key) => cancel.mutateAsync({ id: order.id, key }));
      toastSuccess(t('trading.cancelled'));
    } catch {
      // The request client has shown the server's message.
    }
  };
  return (
    <Button size="mini" color="primary" fill="outline" loading={busy} data-testid={`order-cancel-${order.id}`} onClick={() => void onCancel()}>
      {t('trading.cancelOrder')}
    </Button>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const price = order.fill_price ?? order.limit_price;
  return (
    <div className="order-row" data-testid={`order-row-${order.id}`} data-code={order.code} data-state={order.state} data-side={order.side}>
      <div className="row-main">
        <span className="row-name">
          <Tag color={order.side === 'buy' ? 'var(--price-up)' : 'var(--price-down)'} fill="outline">
            {t(order.side === 'buy' ? 'market.buy' : 'market.sell')}
          </Tag>{' '}
          <StockName item={order} /> <small>{order.code}</small>
        </span>
        <Tag color={STATE_COLOR[order.state]} data-testid="order-state">
          {t(`trading.state.${order.state}`)}
        </Tag>
      </div>
      <div className="row-sub">
        <span>
          {t(order.type === 'market' ? 'trading.marketOrder' : 'trading.limitOrder')} · {t('trading.sharesCount', { n: formatCount(order.quantity) })}
          {price ? ` @ ${formatMoney(price)}` : ''}
        </span>
        <span>{formatLocalTime(order.created_at)}</span>
      </div>
      <div className="row-sub">
        <span>
          {order.state === 'open' && order.side === 'buy' ? `${t('common.labelled', { label: t('trading.frozen') })}${formatMoney(order.frozen)}` : order.total ? `${t('common.labelled', { label: t('trading.total') })}${formatMoney(order.total)}` : ''}
        </span>
        {order.state === 'open' ? <CancelButton order={order} /> : null}
      </div>
    </div>
  );
}

const VIEWS: readonly OrderState[] = ['open', 'all'];

/** The user's orders (open ones first, with Cancel), refreshed while shown. */
export function OpenOrders() {
  const { t } = useTranslation();
  const [view, setView] = useState<OrderState>('open');
  const orders = useOrders(view);
  const items = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Section title={t('trading.orders')} testId="orders-section">
      <Tabs activeKey={view} onChange={(key) => (key === 'open' || key === 'all') && setView(key)}>
        {VIEWS.map((v) => (
          <Tabs.Tab key={v} title={<span data-testid={`orders-tab-${v}`}>{t(v === 'open' ? 'trading.openOrders' : 'trading.allOrders')}</span>} />
        ))}
      </Tabs>
      {orders.data ? (
        <RefreshList
          items={items}
          keyOf={(o) => o.id}
          renderItem={(o) => <OrderRow order={o} />}
          onRefresh={() => orders.refetch()}
          hasMore={orders.hasNextPage}
          loadMore={async () => {
            await orders.fetchNextPage();
          }}
          emptyTitle={view === 'open' ? t('trading.noOpenOrders') : undefined}
        />
      ) : (
        <PageLoading inline />
      )}
    </Section>
  );
}
