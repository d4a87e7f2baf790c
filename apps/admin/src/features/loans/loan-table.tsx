import type { LoanState } from '@meridian/contract/loans';
import { formatDateTime } from '../../lib/format';
import type { AdminLoan } from './api/get-loans';

type Props = {
  loans: AdminLoan[];
  loading: boolean;
  busy: boolean;
  emptyText: string;
  approvingId: number | null;
  onApprove: (loan: AdminLoan) => void;
  onReject: (loan: AdminLoan) => void;
};

const STATE_BADGE: Record<LoanState, string> = {
  pending: 'badge badge-warn',
  approved: 'badge badge-ok',
  rejected: 'badge badge-danger',
  repaid: 'badge badge-muted',
};

function Outcome({ loan }: { loan: AdminLoan }) {
  return (
    <>
      <span className={STATE_BADGE[loan.state]} data-testid="loan-state">
        {loan.state}
      </span>
      {loan.overdue && <span className="badge badge-danger">overdue</span>}
      {loan.decided_at && (
        <div className="muted small">
          {loan.decided_by ? `by ${loan.decided_by}, ` : ''}
          {formatDateTime(loan.decided_at)}
        </div>
      )}
      {loan.reject_reason && <div className="small">“{loan.reject_reason}”</div>}
    </>
  );
}

/** Figures only exist once money was lent; before that, dashes rather than zeros that look like facts. */
function Figures({ loan }: { loan: AdminLoan }) {
  const lent = loan.state === 'approved' || loan.state === 'repaid';
  return (
    <>
      <td className="nowrap">
        {lent ? `${loan.start_date ?? '—'} → ${loan.due_date ?? '—'}` : '—'}
      </td>
      <td className="num" data-testid="loan-outstanding">
        {lent ? loan.outstanding : '—'}
        {lent && <div className="muted small">principal {loan.principal_outstanding}</div>}
      </td>
      <td className="num" data-testid="loan-accrued">
        {lent ? loan.interest_accrued : '—'}
        {lent && (
          <div className="muted small">
            paid {loan.interest_paid}
            {loan.accrued_through ? ` · to ${loan.accrued_through}` : ''}
          </div>
        )}
      </td>
    </>
  );
}

type RowProps = { loan: AdminLoan; approving: boolean; onApprove: () => void; onReject: () => void };

function LoanRow({ loan, approving, onApprove, onReject }: RowProps) {
  return (
    <tr data-testid="loan-row" data-username={loan.username} data-id={loan.id} data-state={loan.state}>
      <td className="num">{loan.id}</td>
      <td>
        <div className="strong">{loan.username}</div>
        <div className="muted small">user #{loan.user_id}</div>
      </td>
      <td className="num" data-testid="loan-amount">
        {loan.amount}
      </td>
      <td className="num">{loan.term_days} days</td>
      <td className="num">{loan.annual_rate} %</td>
      <td className="nowrap">{formatDateTime(loan.applied_at)}</td>
      <Figures loan={loan} />
      <td>
        <Outcome loan={loan} />
      </td>
      <td className="actions">
        {loan.state === 'pending' && (
          <>
            <button type="button" className="primary" onClick={onApprove} disabled={approving} data-testid="loan-approve">
              {approving ? 'Lending…' : 'Approve and lend'}
            </button>{' '}
            <button type="button" className="danger" onClick={onReject} disabled={approving} data-testid="loan-reject">
              Reject…
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

export function LoanTable({ loans, loading, busy, emptyText, approvingId, onApprove, onReject }: Props) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="loans-table" aria-busy={busy}>
        <thead>
          <tr>
            <th className="num">ID</th>
            <th>User</th>
            <th className="num">Amount</th>
            <th className="num">Term</th>
            <th className="num">Rate / year</th>
            <th>Applied</th>
            <th>Lent → due</th>
            <th className="num">Outstanding</th>
            <th className="num">Interest accrued</th>
            <th>State</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <LoanRow
              key={loan.id}
              loan={loan}
              approving={approvingId === loan.id}
              onApprove={() => onApprove(loan)}
              onReject={() => onReject(loan)}
            />
          ))}
          {!loading && loans.length === 0 && (
            <tr>
              <td colSpan={11} className="empty">
                {emptyText}
              </td>
            </tr>
          )}
          {loading && (
            <tr>
              <td colSpan={11} className="empty">
                Loading…
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
