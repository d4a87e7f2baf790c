import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useIssue } from './api/get-issue';
import { useRunDraw } from './api/run-draw';
import { CancelIssueDialog } from './cancel-dialog';
import { DrawPanel } from './draw-panel';
import { IssueForm } from './issue-form';
import { PHASE_BADGE, PHASE_LABEL } from './issue-labels';
import './ipo.css';

function Facts({ issue }: { issue: AdminIpoIssue }) {
  const facts: [string, string, string?][] = [
    ['Stock code', issue.code],
    ['Application code', issue.apply_code],
    ['Exchange', issue.exchange],
    ['Issue price', issue.issue_price, 'ipo-fact-price'],
    ['P/E ratio', issue.pe],
    ['Industry P/E ratio', issue.industry_pe],
    ['Related sector', issue.sector],
    ['Issue quantity', issue.issue_quantity.toLocaleString('en')],
    ['Public issue quantity', issue.public_quantity.toLocaleString('en')],
    ['Unit · cap per user', `${issue.unit_shares} · ${issue.max_shares_per_user.toLocaleString('en')} shares`],
    ['Subscription', `${formatDateTime(issue.subscribe_start)} → ${formatDateTime(issue.subscribe_end)}`],
    ['Draw', formatDateTime(issue.draw_at)],
    ['Payment deadline', formatDateTime(issue.pay_deadline)],
    ['Listing', formatDateTime(issue.listing_at)],
    ['Applications · units', `${issue.applications} · ${issue.applied_units}`, 'ipo-fact-applications'],
    ['Allocated shares', issue.allocated_shares.toLocaleString('en'), 'ipo-fact-allocated'],
    ['Paid · forfeited shares', `${issue.paid_shares.toLocaleString('en')} · ${issue.forfeited_shares.toLocaleString('en')}`, 'ipo-fact-paid'],
    ['Created', `${formatDateTime(issue.created_at)}${issue.created_by ? ` by ${issue.created_by}` : ''}`],
  ];
  return (
    <dl className="ipo-facts card">
      {facts.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /ipo/:id — one issue: its facts and totals, the actions its state allows, and the draw data. */
export function IpoIssuePage() {
  const id = Number(useParams().id);
  const issue = useIssue(Number.isSafeInteger(id) ? id : 0);
  const draw = useRunDraw();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const i = issue.data;
  if (issue.error) return <ErrorMessage error={issue.error} testId="ipo-issue-error" />;
  if (!i) return <p className="muted">Loading…</p>;

  const beforeWindow = i.state === 'scheduled' && i.phase === 'upcoming';
  const beforeDraw = i.state === 'scheduled' || i.state === 'open';
  const windowClosed = beforeDraw && i.phase === 'closed';
  return (
    <section data-testid="ipo-issue" data-phase={i.phase} data-state={i.state}>
      <header className="page-header">
        <p className="small">
          <Link to="/ipo">← New shares</Link>
        </p>
        <h1>
          {i.name} <span className="muted">#{i.id}</span>{' '}
          <span className={PHASE_BADGE[i.phase]} data-testid="ipo-issue-phase">
            {PHASE_LABEL[i.phase]}
          </span>
        </h1>
        {i.cancel_reason && <p data-testid="ipo-issue-cancel-reason">Cancelled: “{i.cancel_reason}”</p>}
      </header>
      <div className="ipo-actions">
        {beforeWindow && !editing && (
          <button type="button" onClick={() => setEditing(true)} data-testid="ipo-edit">
            Edit
          </button>
        )}
        {beforeDraw && (
          <button type="button" className="danger" onClick={() => setCancelling(true)} data-testid="ipo-cancel">
            Cancel issue…
          </button>
        )}
        {beforeDraw && (
          <button
            type="button"
            className="primary"
            disabled={!windowClosed || draw.isPending}
            onClick={() => draw.mutate(i.id)}
            title={windowClosed ? 'Runs the lottery now, exactly as the job would at the draw time' : 'Possible once the subscription window has closed'}
            data-testid="ipo-run-draw"
          >
            {draw.isPending ? 'Drawing…' : 'Run the draw now'}
          </button>
        )}
        {beforeDraw && !windowClosed && <span className="small muted">The draw can run once the subscription window has closed.</span>}
      </div>
      <ErrorMessage error={draw.error} testId="ipo-run-draw-error" />
      {editing && <IssueForm issue={i} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />}
      <Facts issue={i} />
      <DrawPanel issueId={i.id} />
      {cancelling && <CancelIssueDialog issue={i} onClose={() => setCancelling(false)} />}
    </section>
  );
}
