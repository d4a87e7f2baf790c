import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderState } from '@meridian/contract/trading';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { pickOption, StateTabs } from '../../components/state-tabs';
import { usePageParam } from '../../lib/use-page-param';
import { useOrders } from './api/get-orders';
import { OrdersTable } from './orders-table';

const PAGE_SIZE = 20;

const STATE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'filled', label: 'Filled' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
] as const satisfies readonly { value: OrderState | 'all'; label: string }[];

function userIdOf(raw: string | null): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Keyed by the URL's user filter, so that the back button also resets the box. */
function UserFilter({ initial, onApply }: { initial: string; onApply: (value: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form className="toolbar" role="search" onSubmit={submit}>
      <input
        type="number"
        min={1}
        step={1}
        placeholder="User ID (empty: every user)"
        aria-label="User ID"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        data-testid="trading-orders-user"
      />
      <button type="submit" data-testid="trading-orders-filter">
        Filter
      </button>
    </form>
  );
}

/** Every user's orders, read-only: operators watch, they never place, change or fill an order. */
export function TradingOrdersPage() {
  const [params, setParams] = useSearchParams();
  const state = pickOption(STATE_OPTIONS, params.get('state'), 'all');
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
        <h1>Orders</h1>
        <p className="muted">
          Orders from the paper-trading engine on simulated prices. Amounts are the server’s; this list is read-only. Find a user’s
          ID on the Users screen.
        </p>
      </header>
      <UserFilter key={userId ?? ''} initial={userId ? String(userId) : ''} onApply={(user) => update({ user })} />
      <StateTabs label="Order state" options={STATE_OPTIONS} value={state} onChange={(next) => update({ state: next })} testIdPrefix="trading-orders-state" />
      <ErrorMessage error={orders.error} testId="trading-orders-error" />
      <OrdersTable orders={orders.data?.list ?? []} loading={orders.isPending} busy={orders.isFetching} />
      {orders.data && <Pagination page={orders.data.page} size={orders.data.size} total={orders.data.total} onChange={setPage} />}
    </section>
  );
}
