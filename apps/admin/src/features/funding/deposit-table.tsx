import { formatDateTime } from '../../lib/format';
import type { AdminDeposit } from './api/get-deposits';
import { DEPOSIT_METHOD_LABEL, DEPOSIT_STATE_BADGE } from './funding-labels';

type Props = {
  deposits: AdminDeposit[];
  loading: boolean;
  busy: boolean;
  emptyText: string;
  onConfirm: (deposit: AdminDeposit) => void;
  onReject: (deposit: AdminDeposit) => void;
};

/** Only a bank transfer waits for an operator; an expired one may still be credited if the money did arrive. */
const decidable = (deposit: AdminDeposit) =>
  deposit.method === 'bank_transfer' && (deposit.state === 'pending' || deposit.state === 'expired');

function Outcome({ deposit }: { deposit: AdminDeposit }) {
  return (
    <>
      <span className={DEPOSIT_STATE_BADGE[deposit.state]} data-testid="deposit-state">
        {deposit.state}
      </span>
      {deposit.decided_at && (
        <div className="muted small">
          {deposit.decided_by ? `by ${deposit.decided_by}, ` : ''}
          {formatDateTime(deposit.decided_at)}
        </div>
      )}
      {deposit.reason && <div className="small">Reason: {deposit.reason}</div>}
      {deposit.note && <div className="small muted">Note: {deposit.note}</div>}
    </>
  );
}

function DepositRow({ deposit, onConfirm, onReject }: { deposit: AdminDeposit; onConfirm: () => void; onReject: () => void }) {
  return (
    <tr data-testid="deposit-row" data-reference={deposit.reference} data-id={deposit.id} data-state={deposit.state}>
      <td className="num">{deposit.id}</td>
      <td>
        <code>{deposit.reference}</code>
        {deposit.provider_payment_id && <div className="muted small">{deposit.provider_payment_id}</div>}
      </td>
      <td>
        <div className="strong">{deposit.user.username}</div>
        <div className="muted small">{deposit.user.verified_name ?? 'not verified'}</div>
      </td>
      <td>{DEPOSIT_METHOD_LABEL[deposit.method]}</td>
      <td className="num" data-testid="deposit-amount">
        {deposit.amount} {deposit.currency}
      </td>
      <td className="num" data-testid="deposit-credited">
        {deposit.credited_amount ?? '—'}
      </td>
      <td className="nowrap">
        {formatDateTime(deposit.created_at)}
        <div className="muted small">expires {formatDateTime(deposit.expires_at)}</div>
      </td>
      <td>
        <Outcome deposit={deposit} />
      </td>
      <td className="actions">
        {decidable(deposit) && (
          <>
            <button type="button" className="primary" onClick={onConfirm} data-testid="deposit-confirm">
              Confirm received…
            </button>{' '}
            <button type="button" className="danger" onClick={onReject} data-testid="deposit-reject">
              Reject…
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

export function DepositTable({ deposits, loading, busy, emptyText, onConfirm, onReject }: Props) {
  return (
    <table className="table" data-testid="deposits-table" aria-busy={busy}>
      <thead>
        <tr>
          <th className="num">ID</th>
          <th>Reference</th>
          <th>User</th>
          <th>Method</th>
          <th className="num">Announced</th>
          <th className="num">Credited</th>
          <th>Created</th>
          <th>State</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {deposits.map((deposit) => (
          <DepositRow key={deposit.id} deposit={deposit} onConfirm={() => onConfirm(deposit)} onReject={() => onReject(deposit)} />
        ))}
        {!loading && deposits.length === 0 && (
          <tr>
            <td colSpan={9} className="empty">
              {emptyText}
            </td>
          </tr>
        )}
        {loading && (
          <tr>
            <td colSpan={9} className="empty">
              Loading…
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
