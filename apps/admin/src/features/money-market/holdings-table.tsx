import { Button, Card, Table, Typography } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { useT } from '../../i18n/i18n';
import { useHoldings } from './api/lists';

const SIZE = 20;

type Holding = NonNullable<ReturnType<typeof useHoldings>['data']>['list'][number];

/** Every user's money-market holding (read-only: no operator edits a balance). */
export function HoldingsTable({ page, onPage, onUser }: { page: number; onPage: (page: number) => void; onUser: (userId: number) => void }) {
  const t = useT();
  const holdings = useHoldings(page, SIZE);
  const data = holdings.data;
  return (
    <Card
      className="card"
      title={
        <>
          {t('mm.holdings')}{' '}
          {data && (
            <Typography.Text type="secondary" className="small" data-testid="mm-holdings-total">
              · {t('mm.totalBalance', { total: data.total_balance })}
            </Typography.Text>
          )}
        </>
      }
    >
      <ErrorMessage error={holdings.error} />
      <Table<Holding>
        data-testid="mm-holdings-table"
        rowKey="user_id"
        size="small"
        loading={holdings.isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('mm.noHoldings') }}
        pagination={{ current: page, pageSize: SIZE, total: data?.total ?? 0, onChange: onPage, showSizeChanger: false }}
        onRow={(h) => ({ 'data-testid': 'mm-holding-row', 'data-user-id': h.user_id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('common.user'),
            render: (_, h) => (
              <>
                <div className="strong">{h.username}</div>
                <Typography.Text type="secondary" className="small">
                  #{h.user_id}
                </Typography.Text>
              </>
            ),
          },
          { title: t('mm.balance'), align: 'right', render: (_, h) => <span data-testid="mm-holding-balance">{h.balance}</span> },
          { title: t('mm.pendingPurchase'), dataIndex: 'pending_purchase', align: 'right', responsive: ['lg'] },
          { title: t('mm.pendingRedemption'), dataIndex: 'pending_redemption', align: 'right', responsive: ['lg'] },
          { title: t('mm.income'), dataIndex: 'cumulative_income', align: 'right' },
          { title: t('mm.settledThrough'), dataIndex: 'settled_through', responsive: ['md'] },
          {
            title: '',
            render: (_, h) => (
              <Button size="small" onClick={() => onUser(h.user_id)} data-testid="mm-holding-flows">
                {t('mm.flows')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
