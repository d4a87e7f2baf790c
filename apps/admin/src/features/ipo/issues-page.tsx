import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useIssues } from './api/get-issues';
import { IssueForm } from './issue-form';
import { PHASE_BADGE, PHASE_LABEL } from './issue-labels';
import './ipo.css';

const PAGE_SIZE = 20;

/** /ipo — every issue with its totals; a new issue is created here. */
export function IpoIssuesPage() {
  const [page, setPage] = usePageParam();
  const issues = useIssues(page, PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const list = issues.data?.list ?? [];

  return (
    <section>
      <header className="page-header">
        <h1>New shares (IPO)</h1>
        <p className="muted">
          Create an issue for a stock code in the market data. When its window opens the server publishes the SHA-256
          commitment of a secret random seed; at the draw a lottery anyone can recompute picks the winning units and the
          seed is published. Operators can edit an issue before its window opens and cancel it before the draw, but no one
          can choose or change who is allocated shares.
        </p>
      </header>
      <div className="toolbar">
        {!creating && (
          <button type="button" className="primary" onClick={() => setCreating(true)} data-testid="ipo-new">
            New issue
          </button>
        )}
      </div>
      {creating && <IssueForm onSaved={(issue) => navigate(`/ipo/${issue.id}`)} onCancel={() => setCreating(false)} />}
      <ErrorMessage error={issues.error} testId="ipo-list-error" />
      <div className="table-scroll">
        <table className="table" data-testid="ipo-table" aria-busy={issues.isFetching}>
          <thead>
            <tr>
              <th className="num">ID</th>
              <th>Issue</th>
              <th className="num">Price</th>
              <th className="num">Public qty</th>
              <th>Window</th>
              <th>Draw · listing</th>
              <th className="num">Applications</th>
              <th className="num">Allocated · paid</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {list.map((i) => (
              <tr key={i.id} data-testid="ipo-row" data-id={i.id} data-code={i.code} data-phase={i.phase}>
                <td className="num">{i.id}</td>
                <td>
                  <Link to={`/ipo/${i.id}`} data-testid="ipo-row-link">
                    <span className="strong">{i.name}</span>
                  </Link>
                  <div className="muted small">
                    {i.code} · apply {i.apply_code} · {i.exchange}
                  </div>
                </td>
                <td className="num">{i.issue_price}</td>
                <td className="num">{i.public_quantity.toLocaleString('en')}</td>
                <td className="nowrap small">
                  {formatDateTime(i.subscribe_start)}
                  <br />→ {formatDateTime(i.subscribe_end)}
                </td>
                <td className="nowrap small">
                  {formatDateTime(i.draw_at)}
                  <br />
                  {formatDateTime(i.listing_at)}
                </td>
                <td className="num">
                  {i.applications}
                  <div className="muted small">{i.applied_units} units</div>
                </td>
                <td className="num">
                  {i.allocated_shares.toLocaleString('en')}
                  <div className="muted small">{i.paid_shares.toLocaleString('en')} paid</div>
                </td>
                <td>
                  <span className={PHASE_BADGE[i.phase]} data-testid="ipo-row-phase">
                    {PHASE_LABEL[i.phase]}
                  </span>
                </td>
              </tr>
            ))}
            {!issues.isPending && list.length === 0 && (
              <tr>
                <td colSpan={9} className="empty">
                  No issues yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {issues.data && <Pagination page={issues.data.page} size={issues.data.size} total={issues.data.total} onChange={setPage} />}
    </section>
  );
}
