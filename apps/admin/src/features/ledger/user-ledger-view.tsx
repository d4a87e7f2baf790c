import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { formatDateTime } from '../../lib/format';
import { useUserLedger, type UserLedger } from './api/get-user-ledger';

const PAGE_SIZE = 25;

const BALANCES = [
  ['cash_available', 'Available cash'],
  ['cash_frozen', 'Frozen (pending withdrawals)'],
  ['money_market', 'Money market'],
  ['loan_principal', 'Loan principal account'],
] as const;

function Balances({ ledger }: { ledger: UserLedger }) {
  return (
    <dl className="balances" data-testid="ledger-balances">
      {BALANCES.map(([key, label]) => (
        <div key={key} className="balance">
          <dt>{label}</dt>
          <dd data-testid={`ledger-balance-${key}`}>
            {ledger.balances[key]} <span className="muted small">{ledger.currency}</span>
          </dd>
          {key === 'loan_principal' && <dd className="balance-note">negative: what the user owes</dd>}
        </div>
      ))}
    </dl>
  );
}

function Postings({ ledger, busy }: { ledger: UserLedger; busy: boolean }) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="ledger-postings" aria-busy={busy}>
        <thead>
          <tr>
            <th>Time</th>
            <th className="num">Entry</th>
            <th>Kind</th>
            <th>Account</th>
            <th className="num">Amount</th>
            <th className="num">Balance after</th>
            <th>Memo</th>
            <th>Reference</th>
          </tr>
        </thead>
        <tbody>
          {ledger.postings.list.map((line) => (
            <tr key={line.id} data-testid="ledger-posting" data-kind={line.kind} data-entry-id={line.entry_id}>
              <td className="nowrap">{formatDateTime(line.created_at)}</td>
              <td className="num">{line.entry_id}</td>
              <td>
                <code>{line.kind}</code>
              </td>
              <td>{line.account}</td>
              <td className={line.amount.startsWith('-') ? 'num negative' : 'num'}>{line.amount}</td>
              <td className="num">{line.balance_after}</td>
              <td className="wrap">{line.memo || '—'}</td>
              <td className="wrap">{line.reference ? <code className="small">{line.reference}</code> : '—'}</td>
            </tr>
          ))}
          {ledger.postings.list.length === 0 && (
            <tr>
              <td colSpan={8} className="empty">
                No postings yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

type Props = { userId: number; page: number; onPage: (page: number) => void };

/** What the user's accounts hold and every posting that made it so. Read-only: there is no edit. */
export function UserLedgerView({ userId, page, onPage }: Props) {
  const ledger = useUserLedger({ userId, page, size: PAGE_SIZE });
  return (
    <div className="card" data-testid="user-ledger" data-user-id={userId}>
      <ErrorMessage error={ledger.error} />
      {ledger.isPending && <p className="muted">Loading…</p>}
      {ledger.data && (
        <div className="stack">
          <h2>
            {ledger.data.user.username} <span className="muted small">#{ledger.data.user.id}</span>
            {ledger.data.user.verified_name && <span className="muted small"> · {ledger.data.user.verified_name}</span>}
          </h2>
          <Balances ledger={ledger.data} />
          <Postings ledger={ledger.data} busy={ledger.isFetching} />
          <Pagination
            page={ledger.data.postings.page}
            size={ledger.data.postings.size}
            total={ledger.data.postings.total}
            onChange={onPage}
          />
        </div>
      )}
    </div>
  );
}
