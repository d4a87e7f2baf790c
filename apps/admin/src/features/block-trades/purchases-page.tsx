import { Link, useSearchParams } from 'react-router';
import { Table, Tag, Typography } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime, formatMoney } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { usePurchases } from './api/get-purchases';

const PAGE_SIZE = 50;

type Purchase = NonNullable<ReturnType<typeof usePurchases>['data']>['list'][number];

/** Every block trade purchase (or one offer's): read-only, operators never change a purchase. */
export function BlockTradePurchasesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = Number(params.get('offer'));
  const offerId = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const [page, setPage] = usePageParam();
  const purchases = usePurchases({ offerId, page, size: PAGE_SIZE });
  return (
    <section>
      <header className="page-header">
        <h1>{offerId ? t('bt.purchasesOf', { id: offerId }) : t('bt.purchasesTitle')}</h1>
        <p className="muted">
          <Link to="/block-trades">← {t('nav.blockTrades')}</Link>
          {offerId ? (
            <>
              {' · '}
              <Link to="/block-trades/purchases">{t('bt.allPurchases')}</Link>
            </>
          ) : null}
        </p>
      </header>
      <ErrorMessage error={purchases.error} testId="bt-purchases-error" />
      <Table<Purchase>
        data-testid="bt-purchases-table"
        rowKey="id"
        size="small"
        loading={purchases.isFetching}
        dataSource={purchases.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('bt.noPurchases') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: purchases.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(p) => ({ 'data-testid': 'bt-purchase-row', 'data-id': p.id, 'data-offer-id': p.offer_id, 'data-username': p.username }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['xl'] },
          { title: t('bt.offer'), dataIndex: 'offer_id', align: 'right', responsive: ['lg'] },
          {
            title: t('common.user'),
            render: (_, p) => (
              <>
                <div className="strong">{p.username}</div>
                <Typography.Text type="secondary" className="small">
                  #{p.user_id}
                </Typography.Text>
              </>
            ),
          },
          { title: t('bt.instrument'), render: (_, p) => <>{p.name} <span className="muted small">{p.code}</span></> },
          { title: t('bt.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('bt.instrument.price'), align: 'right', render: (_, p) => formatMoney(p.price) },
          { title: t('bt.value'), dataIndex: 'value', align: 'right', responsive: ['lg'] },
          {
            title: t('bt.fees'),
            align: 'right',
            responsive: ['md'],
            render: (_, p) => (
              <>
                {formatMoney(p.fees.total)}
                <div className="muted small">{t('bt.feeParts', { commission: formatMoney(p.fees.commission), transfer: formatMoney(p.fees.transfer_fee) })}</div>
              </>
            ),
          },
          { title: t('bt.total'), align: 'right', render: (_, p) => <span data-testid="bt-purchase-total">{formatMoney(p.total)}</span> },
          {
            title: t('bt.sellableFrom'),
            render: (_, p) => (
              <span className="nowrap">
                {p.sellable_from} {p.locked && <Tag color="gold">{t('bt.locked')}</Tag>}
              </span>
            ),
          },
          { title: t('audit.time'), responsive: ['xl'], render: (_, p) => <span className="nowrap">{formatDateTime(p.created_at)}</span> },
        ]}
      />
    </section>
  );
}
