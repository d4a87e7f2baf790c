import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { useHoldings } from './api/lists';

const SIZE = 20;

/** Every user's money-market holding (read-only: no operator edits a balance). */
export function HoldingsTable({ page, onPage, onUser }: { page: number; onPage: (page: number) => void; onUser: (userId: number) => void }) {
  const holdings = useHoldings(page, SIZE);
  const data = holdings.data;
  return (
    <div className="card">
      <h2>
        Holdings {data && <span className="muted small" data-testid="mm-holdings-total">· total balance {data.total_balance}</span>}
      </h2>
      <ErrorMessage error={holdings.error} />
      <div className="table-scroll">
        <table className="table" data-testid="mm-holdings-table" aria-busy={holdings.isFetching}>
          <thead>
            <tr>
              <th>User</th>
              <th className="num">Balance</th>
              <th className="num">Awaiting confirmation</th>
              <th className="num">Being redeemed</th>
              <th className="num">Income so far</th>
              <th>Settled through</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {data?.list.map((h) => (
              <tr key={h.user_id} data-testid="mm-holding-row" data-user-id={h.user_id}>
                <td>
                  <div className="strong">{h.username}</div>
                  <div className="muted small">user #{h.user_id}</div>
                </td>
                <td className="num" data-testid="mm-holding-balance">
                  {h.balance}
                </td>
                <td className="num">{h.pending_purchase}</td>
                <td className="num">{h.pending_redemption}</td>
                <td className="num">{h.cumulative_income}</td>
                <td className="nowrap">{h.settled_through}</td>
                <td className="actions">
                  <button type="button" onClick={() => onUser(h.user_id)} data-testid="mm-holding-flows">
                    Flows
                  </button>
                </td>
              </tr>
            ))}
            {data && data.list.length === 0 && (
              <tr>
                <td colSpan={7} className="empty">
                  No one holds the product yet.
                </td>
              </tr>
            )}
            {!data && !holdings.error && (
              <tr>
                <td colSpan={7} className="empty">
                  Loading…
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && <Pagination page={data.page} size={data.size} total={data.total} onChange={onPage} />}
    </div>
  );
}
