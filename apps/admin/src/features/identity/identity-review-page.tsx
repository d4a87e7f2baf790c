import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Descriptions, Table, Tag } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useApproveIdentity } from './api/approve-identity';
import { useIdentity, type IdentitySubmission } from './api/get-identity';
import { IdentityImage } from './identity-image';
import { REVIEW_STATE_COLOR } from './identity-labels';
import { IdentityRejectDialog } from './identity-reject-dialog';

type Earlier = IdentitySubmission['history'][number];

function Facts({ submission }: { submission: IdentitySubmission }) {
  const t = useT();
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('common.user')}>
        <span data-testid="identity-user">
          {submission.user.username} <span className="muted small">#{submission.user.id}</span>
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('identity.name')}>
        <span data-testid="identity-name">{submission.real_name}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('identity.document')}>{t(`identity.idType.${submission.id_type}`)}</Descriptions.Item>
      <Descriptions.Item label={t('identity.number')}>
        <code data-testid="identity-number">{submission.id_number}</code>
      </Descriptions.Item>
      <Descriptions.Item label={t('identity.submitted')}>{formatDateTime(submission.submitted_at)}</Descriptions.Item>
      <Descriptions.Item label={t('common.state')}>
        <Tag color={REVIEW_STATE_COLOR[submission.state]} data-testid="identity-state" data-state={submission.state}>
          {t(`identity.state.${submission.state}`)}
        </Tag>
        {submission.reviewed_by && <span className="muted small">{t('common.by', { name: submission.reviewed_by, at: formatDateTime(submission.reviewed_at) })}</span>}
      </Descriptions.Item>
      {submission.reason && <Descriptions.Item label={t('identity.reasonGiven')}>{submission.reason}</Descriptions.Item>}
    </Descriptions>
  );
}

function History({ submission }: { submission: IdentitySubmission }) {
  const t = useT();
  const others = submission.history.filter((item) => item.id !== submission.id);
  if (others.length === 0) return <p className="muted">{t('identity.firstSubmission')}</p>;
  return (
    <Table<Earlier>
      data-testid="identity-history"
      rowKey="id"
      size="small"
      dataSource={others}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('common.id'), align: 'right', render: (_, item) => <Link to={`/identity/${item.id}`}>{item.id}</Link> },
        { title: t('identity.name'), dataIndex: 'real_name' },
        { title: t('identity.number'), render: (_, item) => <code>{item.id_number}</code> },
        { title: t('identity.submitted'), render: (_, item) => <span className="nowrap">{formatDateTime(item.submitted_at)}</span> },
        { title: t('common.state'), render: (_, item) => <Tag color={REVIEW_STATE_COLOR[item.state]}>{t(`identity.state.${item.state}`)}</Tag> },
        { title: t('identity.reasonGiven'), render: (_, item) => item.reason ?? '—' },
      ]}
    />
  );
}

function Decision({ submission }: { submission: IdentitySubmission }) {
  const t = useT();
  const approve = useApproveIdentity();
  const [rejecting, setRejecting] = useState(false);
  if (submission.state !== 'pending') return null;
  return (
    <Card className="card decision">
      <p>{t('identity.decisionExplain', { user: submission.user.username })}</p>
      <ErrorMessage error={approve.error} testId="identity-approve-error" />
      <div className="form-actions">
        <Button type="primary" onClick={() => approve.mutate(submission.id)} loading={approve.isPending} data-testid="identity-approve">
          {t('identity.approve')}
        </Button>
        <Button
          danger
          onClick={() => {
            approve.reset();
            setRejecting(true);
          }}
          data-testid="identity-reject"
        >
          {t('common.reject')}
        </Button>
      </div>
      {rejecting && <IdentityRejectDialog submission={submission} onClose={() => setRejecting(false)} />}
    </Card>
  );
}

export function IdentityReviewPage() {
  const t = useT();
  const id = Number(useParams().id);
  const submission = useIdentity(id);

  return (
    <section>
      <header className="page-header">
        <p className="muted small">
          <Link to="/identity">← {t('identity.title')}</Link>
        </p>
        <h1>{t('identity.submission', { id: Number.isInteger(id) ? id : '?' })}</h1>
      </header>
      <ErrorMessage error={submission.error} />
      {submission.isPending && <Card loading />}
      {submission.data && (
        <div className="stack" data-testid="identity-review" data-id={submission.data.id}>
          <div className="document-photos">
            <IdentityImage url={submission.data.front_url} label={t('identity.front')} testId="identity-front" />
            <IdentityImage url={submission.data.back_url} label={t('identity.back')} testId="identity-back" />
          </div>
          <div className="review-body">
            <Card className="card">
              <Facts submission={submission.data} />
            </Card>
            <Decision submission={submission.data} />
          </div>
          <h2>{t('identity.earlier')}</h2>
          <History submission={submission.data} />
        </div>
      )}
    </section>
  );
}
