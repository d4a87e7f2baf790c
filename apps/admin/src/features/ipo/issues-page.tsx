import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useIssues } from './api/get-issues';
import { IssueForm } from './issue-form';
import { PHASE_COLOR } from './issue-labels';
import './ipo.css';

const PAGE_SIZE = 20;

type Issue = NonNullable<ReturnType<typeof useIssues>['data']>['list'][number];

/** /ipo — every issue with its totals; a new issue is proposed here. */
export function IpoIssuesPage() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const issues = useIssues(page, PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  const [proposed, setProposed] = useState<number | null>(null);
  const navigate = useNavigate();

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.ipo')}</h1>
        <p className="muted">{t('ipo.explain')}</p>
      </header>
      <div className="toolbar">
        {!creating && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="ipo-new">
            {t('ipo.new')}
          </Button>
        )}
      </div>
      {proposed !== null && (
        <Alert
          type="info"
          showIcon
          className="form-notice"
          role="status"
          data-testid="ipo-proposed"
          data-approval-id={proposed}
          title={
            <>
              {t('ipo.proposed', { id: proposed })} <Link to="/approvals">{t('nav.approvals')}</Link>
            </>
          }
        />
      )}
      {creating && (
        <IssueForm
          onSaved={(result) => (result.kind === 'saved' ? navigate(`/ipo/${result.issue.id}`) : (setProposed(result.approval.id), setCreating(false)))}
          onCancel={() => setCreating(false)}
        />
      )}
      <ErrorMessage error={issues.error} testId="ipo-list-error" />
      <Table<Issue>
        data-testid="ipo-table"
        rowKey="id"
        size="small"
        loading={issues.isFetching}
        dataSource={issues.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('ipo.none') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: issues.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(i) => ({ 'data-testid': 'ipo-row', 'data-id': i.id, 'data-code': i.code, 'data-phase': i.phase }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['xl'] },
          {
            title: t('ipo.issue'),
            render: (_, i) => (
              <>
                <Link to={`/ipo/${i.id}`} data-testid="ipo-row-link" className="strong">
                  {i.name}
                </Link>
                <div>
                  <Typography.Text type="secondary" className="small">
                    {i.code} · {t('ipo.applyShort', { code: i.apply_code })} · {i.exchange}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          { title: t('ipo.issuePrice'), dataIndex: 'issue_price', align: 'right' },
          { title: t('ipo.publicQty'), align: 'right', responsive: ['lg'], render: (_, i) => i.public_quantity.toLocaleString('en') },
          {
            title: t('ipo.window'),
            responsive: ['md'],
            render: (_, i) => (
              <span className="nowrap small">
                {formatDateTime(i.subscribe_start)}
                <br />→ {formatDateTime(i.subscribe_end)}
              </span>
            ),
          },
          {
            title: t('ipo.drawListing'),
            responsive: ['xxl'],
            render: (_, i) => (
              <span className="nowrap small">
                {formatDateTime(i.draw_at)}
                <br />
                {formatDateTime(i.listing_at)}
              </span>
            ),
          },
          {
            title: t('ipo.applications'),
            align: 'right',
            render: (_, i) => (
              <>
                {i.applications}
                <div className="muted small">{t('ipo.units', { n: i.applied_units })}</div>
              </>
            ),
          },
          {
            title: t('ipo.allocatedPaid'),
            align: 'right',
            responsive: ['lg'],
            render: (_, i) => (
              <>
                {i.allocated_shares.toLocaleString('en')}
                <div className="muted small">{t('ipo.paid', { n: i.paid_shares.toLocaleString('en') })}</div>
              </>
            ),
          },
          {
            title: t('common.state'),
            render: (_, i) => (
              <Tag color={PHASE_COLOR[i.phase]} data-testid="ipo-row-phase">
                {t(`ipo.phase.${i.phase}`)}
              </Tag>
            ),
          },
        ]}
      />
    </section>
  );
}
