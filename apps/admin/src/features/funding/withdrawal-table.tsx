import { formatDateTime } from '../../lib/format';
import type { AdminWithdrawal } from './api/get-withdrawals';
import { WITHDRAWAL_REASON_LABEL, WITHDRAWAL_STATE_BADGE } from './funding-labels';

type Props = {
  withdrawals: AdminWithdrawal[];
  loading: boolean;
  busy: boolean;
  emptyText: string;
  onApprove: (withdrawal: AdminWithdrawal) => void;
  onReject: (withdrawal: AdminWithdrawal) => void;
};

function Payout({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { payout, user } = withdrawal;
  // A hint for the review only: the server already refused to bind a card in another name.
  const mismatch = user.verified_name !== null && payout.holder.trim() !== user.verified_name.trim();
  return (
    <>
      <div>
        {payout.holder}
        {mismatch && <span className="badge badge-warn">≠ verified name</span>}
      </div>
      <div className="small">
        {payout.bank}
        {payout.branch ? `, ${payout.branch}` : ''}
      </div>
      <code className="small">{payout.iban}</code>
      {withdrawal.card.unbound && <div className="muted small">card since unbound</div>}
    </>
  );
}

function Outcome({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return (
    <>
      <span className={WITHDRAWAL_STATE_BADGE[withdrawal.state]} data-testid="withdrawal-state">
        {withdrawal.state}
      </span>
      {withdrawal.decided_at && (
        <div className="muted small">
          {withdrawal.decided_by ? `by ${withdrawal.decided_by}, ` : ''}
          {formatDateTime(withdrawal.decided_at)}
        </div>
      )}
      {withdrawal.reason_code && <div className="small">{WITHDRAWAL_REASON_LABEL[withdrawal.reason_code]}</div>}
      {withdrawal.reason && <div className="small">“{withdrawal.reason}”</div>}
      {withdrawal.note && <div className="small muted">Note: {withdrawal.note}</div>}
    </>
  );
}

type RowProps = { withdrawal: AdminWithdrawal; onApprove: () => void; onReject: () => void };

function WithdrawalRow({ withdrawal, onApprove, onReject }: RowProps) {
  return (
    <tr data-testid="withdrawal-row" data-username={withdrawal.user.username} data-id={withdrawal.id} data-state={withdrawal.state}>
      <td className="num">{withdrawal.id}</td>
      <td>
        <div className="strong">{withdrawal.user.username}</div>
        <div className="muted small">{withdrawal.user.verified_name ?? 'not verified'}</div>
      </td>
      <td className="num" data-testid="withdrawal-amount">
        {withdrawal.amount} {withdrawal.currency}
      </td>
      <td>
        <Payout withdrawal={withdrawal} />
      </td>
      <td className="nowrap">{formatDateTime(withdrawal.created_at)}</td>
      <td>
        <Outcome withdrawal={withdrawal} />
      </td>
      <td className="actions">
        {withdrawal.state === 'pending' && (
          <>
            <button type="button" className="primary" onClick={onApprove} data-testid="withdrawal-approve">
              Approve…
            </button>{' '}
            <button type="button" className="danger" onClick={onReject} data-testid="withdrawal-reject">
              Reject…
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

export function WithdrawalTable({ withdrawals, loading, busy, emptyText, onApprove, onReject }: Props) {
  return (
    <table className="table" data-testid="withdrawals-table" aria-busy={busy}>
      <thead>
        <tr>
          <th className="num">ID</th>
          <th>User</th>
          <th className="num">Amount</th>
          <th>Pay out to</th>
          <th>Requested</th>
          <th>State</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {withdrawals.map((withdrawal) => (
          <WithdrawalRow
            key={withdrawal.id}
            withdrawal={withdrawal}
            onApprove={() => onApprove(withdrawal)}
            onReject={() => onReject(withdrawal)}
          />
        ))}
        {!loading && withdrawals.length === 0 && (
          <tr>
            <td colSpan={7} className="empty">
              {emptyText}
            </td>
          </tr>
        )}
        {loading && (
          <tr>
            <td colSpan={7} className="empty">
              Loading…
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
