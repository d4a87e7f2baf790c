import { Link } from 'react-router';
import { Button, Table, Tag, Typography } from 'antd';
import type { AdminBlockTradeOffer, OfferStatus } from '@meridian/contract/block-trades';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';

const STATUS_COLOR: Record<OfferStatus, string> = { upcoming: 'gold', open: 'green', sold_out: 'default', ended: 'default', closed: 'red' };

type Props = {
  offers: AdminBlockTradeOffer[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onClose: (offer: AdminBlockTradeOffer) => void;
};

/** Block-trade offers; the band and window columns give way on narrower screens. */
export function OfferTable({ offers, loading, page, pageSize, total, onPage, onClose }: Props) {
  const t = useT();
  return (
    <Table<AdminBlockTradeOffer>
      data-testid="bt-offers-table"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={offers}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('bt.none') }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(o) => ({ 'data-testid': 'bt-offer-row', 'data-id': o.id, 'data-status': o.status, 'data-code': o.code }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['xl'] },
        {
          title: t('bt.instrument'),
          render: (_, o) => (
            <>
              <div className="strong">{o.name}</div>
              <Typography.Text type="secondary" className="small">
                {o.code}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('bt.instrument.price'),
          align: 'right',
          render: (_, o) => (
            <span data-testid="bt-offer-row-price">
              {o.price}
              <div className="muted small">{t('bt.below', { pct: o.discount_pct, market: o.market_price })}</div>
            </span>
          ),
        },
        {
          title: t('bt.instrument.band'),
          align: 'right',
          responsive: ['lg'],
          render: (_, o) => (
            <>
              {o.band_down ?? '—'} – {o.band_up ?? '—'}
              {!o.in_band && <div className="small hint-warn">{t('bt.outsideBand')}</div>}
              <div className="muted small">{t('bt.listedAt', { price: o.listed_market_price, down: o.listed_band_down, up: o.listed_band_up })}</div>
            </>
          ),
        },
        {
          title: t('bt.remaining'),
          align: 'right',
          render: (_, o) => (
            <span data-testid="bt-offer-row-remaining">
              {o.remaining_quantity} / {o.total_quantity}
              <div className="muted small">{t('bt.minPurchases', { min: o.min_quantity, n: o.purchases })}</div>
            </span>
          ),
        },
        { title: t('bt.holding'), align: 'right', responsive: ['md'], render: (_, o) => t('bt.days', { n: o.holding_days }) },
        {
          title: t('ipo.window'),
          responsive: ['xl'],
          render: (_, o) => (
            <span className="nowrap small">
              {formatDateTime(o.starts_at)}
              <br />→ {formatDateTime(o.ends_at)}
            </span>
          ),
        },
        {
          title: t('common.state'),
          width: 200,
          render: (_, o) => (
            <>
              <Tag color={STATUS_COLOR[o.status]} data-testid="bt-offer-row-status">
                {t(`bt.status.${o.status}`)}
              </Tag>
              <div className="muted small">{o.created_by ?? '—'}</div>
              {o.closed_at && <div className="small">{t('bt.closedBy', { at: formatDateTime(o.closed_at), name: o.closed_by ?? '—', reason: o.close_reason ?? '' })}</div>}
            </>
          ),
        },
        {
          title: '',
          fixed: 'right',
          render: (_, o) => (
            <span className="actions nowrap">
              <Link to={`/block-trades/purchases?offer=${o.id}`} data-testid="bt-offer-purchases">
                {t('bt.purchases')}
              </Link>{' '}
              {(o.status === 'open' || o.status === 'upcoming' || o.status === 'sold_out') && (
                <Button danger size="small" onClick={() => onClose(o)} data-testid="bt-offer-close">
                  {t('bt.closeEarly')}
                </Button>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
