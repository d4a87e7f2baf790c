import { Button, Table, Tag } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useOperatorSessions, useRevokeSession, type OperatorSession } from './api/operators';

/** Live operator sessions: one's own, or everyone's for an administrator; each can be ended (audited). */
export function SessionsPage() {
  const t = useT();
  const list = useOperatorSessions();
  const revoke = useRevokeSession();
  return (
    <section>
      <header className="page-header">
        <h1>{t('sessions.title')}</h1>
        <p className="muted">{t('sessions.explain')}</p>
      </header>
      <ErrorMessage error={list.error ?? revoke.error} />
      <Table<OperatorSession>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
        onRow={() => ({ 'data-testid': 'session-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('operators.username'), render: (_, s) => (s.current ? <>{s.username} <Tag color="green">{t('sessions.current')}</Tag></> : s.username) },
          { title: t('sessions.address'), dataIndex: 'ip' },
          { title: t('sessions.started'), render: (_, s) => formatDateTime(s.created_at) },
          { title: t('sessions.expires'), render: (_, s) => formatDateTime(s.expires_at) },
          {
            title: '',
            render: (_, s) => (
              <Button size="small" danger onClick={() => revoke.mutate(s.id)} disabled={revoke.isPending} data-testid="session-revoke">
                {t('sessions.end')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
