import { useState } from 'react';
import type { HistoryType } from '@meridian/contract/money-market';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { StateTabs } from '../../components/state-tabs';
import { formatDateTime } from '../../lib/format';
import { useFlows } from './api/lists';

const SIZE = 20;
const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'purchase', label: 'Purchases' },
  { value: 'redemption', label: 'Redemptions' },
  { value: 'income', label: 'Income' },
] as const satisfies readonly { value: HistoryType | 'all'; label: string }[];

/** Purchases, redemptions and credited income, newest first; one user's when chosen (read-only). */
export function FlowsTable({ userId, onClearUser }: { userId: number | undefined; onClearUser: () => void }) {
  const [type, setType] = useState<HistoryType | 'all'>('all');
  const [page, setPage] = useState(1);
  const flows = useFlows({ type, user_id: userId, page, size: SIZE });
  const data = flows.data;
  return (
    <div className="card">
      <h2>
        Flows{' '}
        {userId !== undefined && (
          <span className="muted small">
            of user #{userId}{' '}
            <button type="button" onClick={onClearUser} data-testid="mm-flows-all-users">
              show all users
            </button>
          </span>
        )}
      </h2>
      <StateTabs label="Flow type" options={TYPES} value={type} onChange={(next) => { setType(next); setPage(1); }} testIdPrefix="mm-flow-type" />
      <ErrorMessage error={flows.error} />
      <div className="table-scroll">
        <table className="table" data-testid="mm-flows-table" aria-busy={flows.isFetching}>
          <thead>
            <tr>
              <th>When</th>
              <th>User</th>
              <th>Type</th>
              <th className="num">Amount</th>
              <th>State</th>
              <th>Day</th>
              <th className="num">Rate (bp)</th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((f) => (
              <tr key={`${f.type}-${f.id}`} data-testid="mm-flow-row" data-type={f.type}>
                <td className="nowrap">{formatDateTime(f.created_at)}</td>
                <td>{f.username}</td>
                <td>{f.type === 'redemption' ? `redemption (${f.mode ?? ''})` : f.type}</td>
                <td className="num">{f.amount}</td>
                <td>{f.state}</td>
                <td className="nowrap">{f.day}</td>
                <td className="num">{f.rate_bp ?? '—'}</td>
              </tr>
            ))}
            {data && data.list.length === 0 && (
              <tr>
                <td colSpan={7} className="empty">
                  No flows.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && <Pagination page={data.page} size={data.size} total={data.total} onChange={setPage} />}
    </div>
  );
}
