import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useRunReconcile, type Reconciliation } from './api/run-reconcile';

function Problems({ report }: { report: Reconciliation }) {
  return (
    <ul className="problems" data-testid="reconcile-problems">
      {report.unbalanced_entries.map((item) => (
        <li key={`u${item.entry_id}`}>
          Entry #{item.entry_id} does not balance: its {item.postings} postings sum to <code>{item.sum}</code>.
        </li>
      ))}
      {report.drifted_accounts.map((item) => (
        <li key={`d${item.account_id}`}>
          Account #{item.account_id} holds <code>{item.balance}</code> but its postings sum to{' '}
          <code>{item.postings_sum}</code>.
        </li>
      ))}
      {report.frozen_mismatches.map((item) => (
        <li key={`f${item.user_id}`}>
          User #{item.user_id} has <code>{item.frozen}</code> frozen but <code>{item.pending_holds}</code> in pending
          withdrawals.
        </li>
      ))}
      {report.negative_user_accounts.map((item) => (
        <li key={`n${item.account_id}`}>
          User account #{item.account_id} ({item.kind}) is negative: <code>{item.balance}</code>.
        </li>
      ))}
    </ul>
  );
}

function Report({ report }: { report: Reconciliation }) {
  return (
    <div
      className={report.ok ? 'alert alert-ok' : 'alert alert-error'}
      role="status"
      data-testid="reconcile-result"
      data-ok={report.ok}
    >
      <p className="strong">
        {report.ok ? 'The ledger reconciles.' : 'The ledger does not reconcile.'}
      </p>
      <p className="small">
        Checked {formatDateTime(report.checked_at)}: {report.entries} entries on {report.accounts} accounts; the sum of
        all balances is <code>{report.total_of_balances}</code>.
      </p>
      {!report.ok && <Problems report={report} />}
    </div>
  );
}

/** Runs the ledger's invariant checks on demand; the run itself is recorded in the audit log. */
export function ReconcileCard() {
  const reconcile = useRunReconcile();
  return (
    <div className="card" data-testid="reconcile-card">
      <h2>Reconciliation</h2>
      <p className="muted">
        Every entry must balance, every account must equal the sum of its postings, frozen cash must equal the pending
        withdrawals, and no user account may be negative.
      </p>
      <div className="form-actions spaced">
        <button type="button" className="primary" onClick={() => reconcile.mutate()} disabled={reconcile.isPending} data-testid="reconcile-run">
          {reconcile.isPending ? 'Checking…' : 'Run the check now'}
        </button>
      </div>
      <ErrorMessage error={reconcile.error} />
      {reconcile.data && <Report report={reconcile.data} />}
    </div>
  );
}
