import type { AuditEntry } from '@meridian/contract/admin';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useAuditLog } from './api/get-audit-log';

const PAGE_SIZE = 50;

function AuditRow({ entry }: { entry: AuditEntry }) {
  const detail = JSON.stringify(entry.detail);
  return (
    <tr data-testid="audit-row" data-action={entry.action}>
      <td className="nowrap">{formatDateTime(entry.created_at)}</td>
      <td>{entry.operator ?? '—'}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>{entry.target || '—'}</td>
      <td className="detail">{detail === '{}' ? '—' : <code>{detail}</code>}</td>
      <td className="nowrap">{entry.ip}</td>
    </tr>
  );
}

/**
 * Read-only by design (DESIGN §10): the audit log is append-only, so this screen offers no edit
 * or delete, and the API has none to call.
 */
export function AuditLogPage() {
  const [page, setPage] = usePageParam();
  const log = useAuditLog({ page, size: PAGE_SIZE });

  return (
    <section>
      <header className="page-header">
        <h1>Audit log</h1>
        <p className="muted">Every operator action. Entries are append-only and cannot be changed.</p>
      </header>
      <ErrorMessage error={log.error} />
      <table className="table" data-testid="audit-table" aria-busy={log.isFetching}>
        <thead>
          <tr>
            <th>Time</th>
            <th>Operator</th>
            <th>Action</th>
            <th>Target</th>
            <th>Detail</th>
            <th>IP</th>
          </tr>
        </thead>
        <tbody>
          {log.data?.list.map((entry) => <AuditRow key={entry.id} entry={entry} />)}
          {log.data?.list.length === 0 && (
            <tr>
              <td colSpan={6} className="empty">
                No entries yet.
              </td>
            </tr>
          )}
          {log.isPending && (
            <tr>
              <td colSpan={6} className="empty">
                Loading…
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {log.data && <Pagination page={log.data.page} size={log.data.size} total={log.data.total} onChange={setPage} />}
    </section>
  );
}
