import type { OrderState } from '@meridian/contract/trading';
import { formatDateTime } from '../../lib/format';
import type { AdminOrder } from './api/get-orders';

const STATE_BADGE: Record<OrderState, string> = {
  open: 'badge badge-warn',
  filled: 'badge badge-ok',
  cancelled: 'badge badge-muted',
  expired: 'badge badge-muted',
};

function OrderRow({ order }: { order: AdminOrder }) {
  return (
    <tr data-testid="trading-order-row" data-id={order.id} data-user-id={order.user_id} data-state={order.state}>
      <td className="num">{order.id}</td>
      <td>
        <div className="strong">{order.username}</div>
        <div className="muted small">user #{order.user_id}</div>
      </td>
      <td>
        <div>{order.name}</div>
        <div className="muted small">{order.code}</div>
      </td>
      <td>
        {order.side} · {order.type}
        {order.leverage > 1 && <div className="muted small">{order.leverage}× leverage</div>}
      </td>
      <td className="num">{order.quantity}</td>
      <td className="num">{order.limit_price ?? '—'}</td>
      <td className="num">{order.fill_price ?? '—'}</td>
      <td className="num">{order.value ?? '—'}</td>
      <td className="num">{order.fees?.total ?? '—'}</td>
      <td className="num" data-testid="trading-order-total">
        {order.total ?? (order.state === 'open' && order.side === 'buy' ? <span className="muted">frozen {order.frozen}</span> : '—')}
      </td>
      <td>
        <span className={STATE_BADGE[order.state]} data-testid="trading-order-state">
          {order.state}
        </span>
        {order.simulated && <span className="badge badge-muted">simulated</span>}
      </td>
      <td className="nowrap">
        {formatDateTime(order.created_at)}
        {(order.filled_at ?? order.closed_at) && <div className="muted small">{formatDateTime(order.filled_at ?? order.closed_at)}</div>}
      </td>
    </tr>
  );
}

export function OrdersTable({ orders, loading, busy }: { orders: AdminOrder[]; loading: boolean; busy: boolean }) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="trading-orders-table" aria-busy={busy}>
        <thead>
          <tr>
            <th className="num">ID</th>
            <th>User</th>
            <th>Stock</th>
            <th>Side · type</th>
            <th className="num">Quantity</th>
            <th className="num">Limit</th>
            <th className="num">Fill price</th>
            <th className="num">Value</th>
            <th className="num">Fees</th>
            <th className="num">Total</th>
            <th>State</th>
            <th>Placed · done</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
          {!loading && orders.length === 0 && (
            <tr>
              <td colSpan={12} className="empty">
                No orders.
              </td>
            </tr>
          )}
          {loading && (
            <tr>
              <td colSpan={12} className="empty">
                Loading…
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
