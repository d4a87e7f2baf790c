import { Link, useSearchParams } from 'react-router';
import { Segmented, Table, Tag, Typography } from 'antd';
import { DECIDED_STATES } from '@meridian/contract/identity';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useIdentityQueue, type IdentityQueuePage, type ReviewState } from './api/get-identity-queue';
import { REVIEW_STATE_COLOR } from './identity-labels';

const PAGE_SIZE = 20;

type Submission = IdentityQueuePage['list'][number];

const pickState = (raw: string | null): ReviewState => DECIDED_STATES.find((s) => s === raw) ?? 'pending';

export function IdentityQueuePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = pickState(params.get('state'));
  const [page, setPage] = usePageParam();
  const queue = useIdentityQueue({ state, page, size: PAGE_SIZE });

  return (
    <section>
      <header className="page-header">
        <h1>{t('identity.title')}</h1>
        <p className="muted">{t('identity.explain')}</p>
      </header>
      <div className="toolbar">
        <Segmented<ReviewState>
          value={state}
          onChange={(next) => setParams(next === 'pending' ? {} : { state: next })}
          options={DECIDED_STATES.map((s) => ({ value: s, label: <span data-testid={`identity-state-${s}`}>{t(`identity.state.${s}`)}</span> }))}
        />
      </div>
      <ErrorMessage error={queue.error} />
      <Table<Submission>
        data-testid="identity-table"
        rowKey="id"
        size="small"
        loading={queue.isFetching}
        dataSource={queue.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: state === 'pending' ? t('identity.nonePending') : t('identity.none') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: queue.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(s) => ({ 'data-testid': 'identity-row', 'data-username': s.user.username, 'data-id': s.id, 'data-state': s.state }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['lg'] },
          {
            title: t('common.user'),
            render: (_, s) => (
              <>
                <div className="strong">{s.user.username}</div>
                <Typography.Text type="secondary" className="small">
                  #{s.user.id}
                </Typography.Text>
              </>
            ),
          },
          { title: t('identity.name'), dataIndex: 'real_name' },
          { title: t('identity.document'), responsive: ['md'], render: (_, s) => t(`identity.idType.${s.id_type}`) },
          { title: t('identity.number'), render: (_, s) => <code>{s.id_number}</code> },
          { title: t('identity.submitted'), responsive: ['md'], render: (_, s) => <span className="nowrap">{formatDateTime(s.submitted_at)}</span> },
          {
            title: t('common.state'),
            width: 220,
            render: (_, s) => (
              <>
                <Tag color={REVIEW_STATE_COLOR[s.state]}>{t(`identity.state.${s.state}`)}</Tag>
                {s.reviewed_by && <div className="muted small">{t('common.by', { name: s.reviewed_by, at: formatDateTime(s.reviewed_at) })}</div>}
                {s.reason && <div className="small">“{s.reason}”</div>}
              </>
            ),
          },
          {
            title: '',
            fixed: 'right',
            render: (_, s) => (
              <Link to={`/identity/${s.id}`} className={s.state === 'pending' ? 'strong' : undefined} data-testid="identity-open">
                {s.state === 'pending' ? t('identity.review') : t('identity.open')}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
