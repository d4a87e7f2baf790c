import type { InviteCode } from '@meridian/contract/admin';
import { formatDateTime } from '../../lib/format';
import { inviteCodeState, stateBadge } from './invite-code-state';

type Props = {
  codes: InviteCode[];
  loading: boolean;
  disablingId: number | null;
  onDisable: (code: InviteCode) => void;
};

function InviteCodeRow({ code, disabling, onDisable }: { code: InviteCode; disabling: boolean; onDisable: () => void }) {
  const state = inviteCodeState(code);
  return (
    <tr data-testid="invite-code-row" data-code={code.code} data-state={state}>
      <td>
        <code>{code.code}</code>
      </td>
      <td>{code.note || '—'}</td>
      <td className="num" data-testid="invite-code-uses">
        {code.used_count} / {code.max_uses}
      </td>
      <td>{formatDateTime(code.expires_at)}</td>
      <td>
        <span className={stateBadge[state]} data-testid="invite-code-state">
          {state}
        </span>
      </td>
      <td>{code.created_by ?? '—'}</td>
      <td>{formatDateTime(code.created_at)}</td>
      <td className="actions">
        {code.disabled_at === null && (
          <button type="button" className="danger" onClick={onDisable} disabled={disabling} data-testid="invite-code-disable">
            {disabling ? 'Disabling…' : 'Disable'}
          </button>
        )}
      </td>
    </tr>
  );
}

export function InviteCodeTable({ codes, loading, disablingId, onDisable }: Props) {
  return (
    <table className="table" data-testid="invite-codes-table">
      <thead>
        <tr>
          <th>Code</th>
          <th>Note</th>
          <th className="num">Uses</th>
          <th>Expires</th>
          <th>State</th>
          <th>Created by</th>
          <th>Created</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <InviteCodeRow key={code.id} code={code} disabling={disablingId === code.id} onDisable={() => onDisable(code)} />
        ))}
        {!loading && codes.length === 0 && (
          <tr>
            <td colSpan={8} className="empty">
              No invitation codes yet.
            </td>
          </tr>
        )}
        {loading && (
          <tr>
            <td colSpan={8} className="empty">
              Loading…
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
