import type { IpoDraw } from '@meridian/contract/ipo';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useDraw } from './api/get-draw';

function Hash({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="ipo-hash" data-testid={testId}>
        {value ?? '—'}
      </dd>
    </div>
  );
}

function Applications({ draw }: { draw: IpoDraw }) {
  const drawn = draw.seed !== null && draw.list_digest !== null;
  return (
    <div className="table-scroll">
      <table className="table" data-testid="ipo-draw-table">
        <thead>
          <tr>
            <th className="num">Application</th>
            <th className="num">Units</th>
            <th className="num">Unit numbers</th>
            <th className="num">Winning units</th>
            <th className="num">Shares allocated</th>
          </tr>
        </thead>
        <tbody>
          {draw.applications.map((a) => (
            <tr key={a.id} data-testid="ipo-draw-row" data-id={a.id}>
              <td className="num">{a.id}</td>
              <td className="num">{a.units}</td>
              <td className="num">
                {a.first_unit}–{a.first_unit + a.units - 1}
              </td>
              <td className="num">{drawn ? a.allocated_units : '—'}</td>
              <td className="num" data-testid="ipo-draw-row-shares">
                {drawn ? a.allocated_shares : '—'}
              </td>
            </tr>
          ))}
          {draw.applications.length === 0 && (
            <tr>
              <td colSpan={5} className="empty">
                No applications.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The published verification data: the same answer anyone gets from /api/ipo/issues/:id/draw. */
export function DrawPanel({ issueId }: { issueId: number }) {
  const draw = useDraw(issueId);
  if (draw.error) return <ErrorMessage error={draw.error} testId="ipo-draw-error" />;
  const d = draw.data;
  if (!d) return <p className="muted">Loading the draw data…</p>;
  return (
    <section className="card ipo-section" data-testid="ipo-draw-panel">
      <h2>Draw and verification</h2>
      <p className="muted small">
        Algorithm <code>{d.algorithm}</code>: units numbered in ascending application id; random words from SHA-256(seed ‖ list
        digest ‖ counter) with rejection sampling; partial Fisher–Yates; {d.winning_units_count ?? 'min(units, public ÷ unit)'}{' '}
        winning units. Anyone can recompute it with <code>node apps/api/scripts/verify-ipo-draw.mjs {`<URL of /api/ipo/issues/${d.issue_id}/draw>`}</code>.
      </p>
      <dl className="ipo-facts">
        <Hash label="Commitment SHA-256(seed)" value={d.commitment} testId="ipo-draw-commitment" />
        <Hash label="Seed (published at the draw)" value={d.seed} testId="ipo-draw-seed" />
        <Hash label="Application list digest" value={d.list_digest} testId="ipo-draw-digest" />
        <div>
          <dt>Units · winning</dt>
          <dd data-testid="ipo-draw-units">
            {d.total_units} · {d.winning_units_count ?? '—'}
          </dd>
        </div>
        <div>
          <dt>Drawn at</dt>
          <dd>{formatDateTime(d.drawn_at)}</dd>
        </div>
      </dl>
      <Applications draw={d} />
    </section>
  );
}
