import { Table, Typography } from 'antd';
import type { AuditEntry } from '@meridian/contract/admin';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useAuditLog } from './api/get-audit-log';

const PAGE_SIZE = 50;

/**
 * Read-only by design (DESIGN §10): the audit log is append-only, so this screen offers no edit
 * or delete, and the API has none to call.
 */
export function AuditLogPage() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const log = useAuditLog({ page, size: PAGE_SIZE });

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.auditLog')}</h1>
        <p className="muted">{t('audit.explain')}</p>
      </header>
      <ErrorMessage error={log.error} />
      <Table<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('audit.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('audit.time'), render: (_, e) => <span className="nowrap">{formatDateTime(e.created_at)}</span> },
          { title: t('audit.operator'), render: (_, e) => e.operator ?? '—' },
          { title: t('audit.action'), render: (_, e) => <Typography.Text code>{e.action}</Typography.Text> },
          { title: t('audit.target'), render: (_, e) => e.target || '—' },
          {
            title: t('audit.detail'),
            render: (_, e) => {
              const detail = JSON.stringify(e.detail);
              return detail === '{}' ? '—' : <Typography.Text code className="detail">{detail}</Typography.Text>;
            },
          },
          { title: t('audit.ip'), dataIndex: 'ip' },
        ]}
      />
    </section>
  );
}
