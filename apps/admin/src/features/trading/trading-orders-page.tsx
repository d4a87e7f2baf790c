import { useSearchParams } from 'react-router';
import { Input, Segmented } from 'antd';
import { ORDER_STATES, type OrderState } from '@meridian/contract/trading';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useOrders } from './api/get-orders';
import { OrdersTable } from './orders-table';

const PAGE_SIZE = 20;

type View = OrderState | 'all';
const VIEWS: readonly View[] = ['all', ...ORDER_STATES];

function userIdOf(raw: string | null): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Every user's orders, read-only: operators watch, they never place, change or fill an order. */
export function TradingOrdersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = VIEWS.find((v) => v === params.get('state')) ?? 'all';
  const userId = userIdOf(params.get('user'));
  const [page, setPage] = usePageParam();
  const orders = useOrders({ state, user_id: userId, page, size: PAGE_SIZE });

  const update = (next: { state?: string; user?: string }) => {
    const merged = { state: next.state ?? state, user: next.user ?? (userId ? String(userId) : '') };
    const search: Record<string, string> = {};
    if (merged.state !== 'all') search.state = merged.state;
    if (merged.user) search.user = merged.user;
    setParams(search);
  };

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.orders')}</h1>
        <p className="muted">{t('orders.explain')}</p>
      </header>
      <form className="toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        {/* Keyed by the URL's user filter, so that the back button also resets the box. */}
        <Input.Search
          key={userId ?? ''}
          defaultValue={userId ? String(userId) : ''}
          type="number"
          min={1}
          placeholder={t('orders.userPlaceholder')}
          aria-label={t('orders.userId')}
          enterButton={<span data-testid="trading-orders-filter">{t('orders.filter')}</span>}
          onSearch={(value) => update({ user: value.trim() })}
          data-testid="trading-orders-user"
          style={{ maxWidth: 320 }}
        />
        <Segmented<View>
          value={state}
          onChange={(next) => update({ state: next })}
          options={VIEWS.map((v) => ({ value: v, label: <span data-testid={`trading-orders-state-${v}`}>{t(`orders.view.${v}`)}</span> }))}
        />
      </form>
      <ErrorMessage error={orders.error} testId="trading-orders-error" />
      <OrdersTable orders={orders.data?.list ?? []} loading={orders.isFetching} page={page} pageSize={PAGE_SIZE} total={orders.data?.total ?? 0} onPage={setPage} />
    </section>
  );
}
