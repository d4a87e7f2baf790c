import { useState } from 'react';
import { Button, Card, Segmented, Table, Typography } from 'antd';
import { HISTORY_TYPES, type HistoryType } from '@meridian/contract/money-market';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useFlows } from './api/lists';

const SIZE = 20;
type FlowType = HistoryType | 'all';
const TYPES: readonly FlowType[] = ['all', ...HISTORY_TYPES];

type Flow = NonNullable<ReturnType<typeof useFlows>['data']>['list'][number];

/** Purchases, redemptions and credited income, newest first; one user's when chosen (read-only). */
export function FlowsTable({ userId, onClearUser }: { userId: number | undefined; onClearUser: () => void }) {
  const t = useT();
  const [type, setType] = useState<FlowType>('all');
  const [page, setPage] = useState(1);
  const flows = useFlows({ type, user_id: userId, page, size: SIZE });
  const data = flows.data;
  return (
    <Card
      className="card"
      title={
        <>
          {t('mm.flows')}{' '}
          {userId !== undefined && (
            <Typography.Text type="secondary" className="small">
              {t('mm.ofUser', { id: userId })}{' '}
              <Button type="link" size="small" onClick={onClearUser} data-testid="mm-flows-all-users">
                {t('mm.allUsers')}
              </Button>
            </Typography.Text>
          )}
        </>
      }
    >
      <div className="toolbar">
        <Segmented<FlowType>
          value={type}
          onChange={(next) => (setType(next), setPage(1))}
          options={TYPES.map((value) => ({ value, label: <span data-testid={`mm-flow-type-${value}`}>{t(`mm.type.${value}`)}</span> }))}
        />
      </div>
      <ErrorMessage error={flows.error} />
      <Table<Flow>
        data-testid="mm-flows-table"
        rowKey={(f) => `${f.type}-${f.id}`}
        size="small"
        loading={flows.isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('mm.noFlows') }}
        pagination={{ current: page, pageSize: SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(f) => ({ 'data-testid': 'mm-flow-row', 'data-type': f.type }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('mm.when'), render: (_, f) => <span className="nowrap">{formatDateTime(f.created_at)}</span> },
          { title: t('common.user'), dataIndex: 'username' },
          { title: t('mm.flowType'), render: (_, f) => (f.type === 'redemption' && f.mode ? `${t('mm.type.redemption')} (${f.mode})` : t(`mm.type.${f.type}`)) },
          { title: t('mm.amount'), align: 'right', render: (_, f) => formatMoney(f.amount) },
          { title: t('common.state'), dataIndex: 'state' },
          { title: t('mm.day'), dataIndex: 'day', responsive: ['md'] },
          { title: t('mm.yield.bp'), align: 'right', responsive: ['lg'], render: (_, f) => f.rate_bp ?? '—' },
        ]}
      />
    </Card>
  );
}
