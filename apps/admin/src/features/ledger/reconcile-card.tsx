import { Alert, Button, Card } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useRunReconcile, type Reconciliation } from './api/run-reconcile';

function Problems({ report }: { report: Reconciliation }) {
  const t = useT();
  return (
    <ul className="problems" data-testid="reconcile-problems">
      {report.unbalanced_entries.map((item) => (
        <li key={`u${item.entry_id}`}>{t('ledger.reconcile.unbalanced', { entry: item.entry_id, postings: item.postings, sum: item.sum })}</li>
      ))}
      {report.drifted_accounts.map((item) => (
        <li key={`d${item.account_id}`}>{t('ledger.reconcile.drifted', { account: item.account_id, balance: item.balance, sum: item.postings_sum })}</li>
      ))}
      {report.frozen_mismatches.map((item) => (
        <li key={`f${item.user_id}`}>{t('ledger.reconcile.frozen', { user: item.user_id, frozen: item.frozen, holds: item.pending_holds })}</li>
      ))}
      {report.negative_user_accounts.map((item) => (
        <li key={`n${item.account_id}`}>{t('ledger.reconcile.negative', { account: item.account_id, kind: item.kind, balance: item.balance })}</li>
      ))}
    </ul>
  );
}

/** Runs the ledger's invariant checks on demand; the run itself is recorded in the audit log. */
export function ReconcileCard() {
  const t = useT();
  const reconcile = useRunReconcile();
  const report = reconcile.data;
  return (
    <Card className="card" title={t('ledger.reconcile.title')} data-testid="reconcile-card">
      <p className="muted">{t('ledger.reconcile.explain')}</p>
      <Button type="primary" onClick={() => reconcile.mutate()} loading={reconcile.isPending} data-testid="reconcile-run">
        {t('ledger.reconcile.run')}
      </Button>
      <ErrorMessage error={reconcile.error} />
      {report && (
        <Alert
          className="form-notice"
          type={report.ok ? 'success' : 'error'}
          showIcon
          role="status"
          data-testid="reconcile-result"
          data-ok={report.ok}
          title={report.ok ? t('ledger.reconcile.ok') : t('ledger.reconcile.notOk')}
          description={
            <>
              <p className="small">
                {t('ledger.reconcile.checked', { at: formatDateTime(report.checked_at), entries: report.entries, accounts: report.accounts, total: report.total_of_balances })}
              </p>
              {!report.ok && <Problems report={report} />}
            </>
          }
        />
      )}
    </Card>
  );
}
