import { Table, Tag, Typography } from 'antd';
import type { OrderState } from '@meridian/contract/trading';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import type { AdminOrder } from './api/get-orders';

const STATE_COLOR: Record<OrderState, string> = { open: 'gold', filled: 'green', cancelled: 'default', expired: 'default' };

type Props = { orders: AdminOrder[]; loading: boolean; page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Every user's orders (read-only); price detail gives way on narrower screens. */
export function OrdersTable({ orders, loading, page, pageSize, total, onPage }: Props) {
  const t = useT();
  return (
    <Table<AdminOrder>
      data-testid="trading-orders-table"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={orders}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('orders.none') }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(o) => ({ 'data-testid': 'trading-order-row', 'data-id': o.id, 'data-user-id': o.user_id, 'data-state': o.state }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['xl'] },
        {
          title: t('common.user'),
          render: (_, o) => (
            <>
              <div className="strong">{o.username}</div>
              <Typography.Text type="secondary" className="small">
                #{o.user_id}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('orders.stock'),
          render: (_, o) => (
            <>
              <div>{o.name}</div>
              <div className="muted small">{o.code}</div>
            </>
          ),
        },
        {
          title: t('orders.sideType'),
          render: (_, o) => (
            <>
              {t(`orders.side.${o.side}`)} · {t(`orders.type.${o.type}`)}
              {o.leverage > 1 && <div className="muted small">{t('orders.leverage', { n: o.leverage })}</div>}
            </>
          ),
        },
        { title: t('bt.quantity'), dataIndex: 'quantity', align: 'right' },
        { title: t('orders.limit'), align: 'right', responsive: ['lg'], render: (_, o) => o.limit_price ?? '—' },
        { title: t('orders.fillPrice'), align: 'right', render: (_, o) => o.fill_price ?? '—' },
        { title: t('bt.value'), align: 'right', responsive: ['xl'], render: (_, o) => o.value ?? '—' },
        { title: t('bt.fees'), align: 'right', responsive: ['lg'], render: (_, o) => o.fees?.total ?? '—' },
        {
          title: t('bt.total'),
          align: 'right',
          render: (_, o) => (
            <span data-testid="trading-order-total">
              {o.total ?? (o.state === 'open' && o.side === 'buy' ? <span className="muted">{t('orders.frozen', { amount: o.frozen })}</span> : '—')}
            </span>
          ),
        },
        {
          title: t('common.state'),
          render: (_, o) => (
            <>
              <Tag color={STATE_COLOR[o.state]} data-testid="trading-order-state">
                {t(`orders.state.${o.state}`)}
              </Tag>
              {o.simulated && <Tag>{t('orders.simulated')}</Tag>}
            </>
          ),
        },
        {
          title: t('orders.placedDone'),
          responsive: ['md'],
          render: (_, o) => (
            <span className="nowrap">
              {formatDateTime(o.created_at)}
              {(o.filled_at ?? o.closed_at) && <div className="muted small">{formatDateTime(o.filled_at ?? o.closed_at)}</div>}
            </span>
          ),
        },
      ]}
    />
  );
}
