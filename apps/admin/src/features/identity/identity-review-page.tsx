import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useApproveIdentity } from './api/approve-identity';
import { useIdentity, type IdentitySubmission } from './api/get-identity';
import { IdentityImage } from './identity-image';
import { ID_TYPE_LABEL, REVIEW_STATE_BADGE } from './identity-labels';
import { IdentityRejectDialog } from './identity-reject-dialog';

function Facts({ submission }: { submission: IdentitySubmission }) {
  return (
    <dl className="facts">
      <dt>User</dt>
      <dd data-testid="identity-user">
        {submission.user.username} <span className="muted small">#{submission.user.id}</span>
      </dd>
      <dt>Name</dt>
      <dd data-testid="identity-name">{submission.real_name}</dd>
      <dt>Document</dt>
      <dd>{ID_TYPE_LABEL[submission.id_type]}</dd>
      <dt>Number</dt>
      <dd>
        <code data-testid="identity-number">{submission.id_number}</code>
      </dd>
      <dt>Submitted</dt>
      <dd>{formatDateTime(submission.submitted_at)}</dd>
      <dt>State</dt>
      <dd>
        <span className={REVIEW_STATE_BADGE[submission.state]} data-testid="identity-state">
          {submission.state}
        </span>
        {submission.reviewed_by && (
          <span className="muted small">
            {' '}
            by {submission.reviewed_by}, {formatDateTime(submission.reviewed_at)}
          </span>
        )}
      </dd>
      {submission.reason && (
        <>
          <dt>Reason given</dt>
          <dd>{submission.reason}</dd>
        </>
      )}
    </dl>
  );
}

function History({ submission }: { submission: IdentitySubmission }) {
  const others = submission.history.filter((item) => item.id !== submission.id);
  if (others.length === 0) return <p className="muted">This is the user’s first submission.</p>;
  return (
    <table className="table" data-testid="identity-history">
      <thead>
        <tr>
          <th className="num">ID</th>
          <th>Name</th>
          <th>Number</th>
          <th>Submitted</th>
          <th>State</th>
          <th>Reason</th>
        </tr>
      </thead>
      <tbody>
        {others.map((item) => (
          <tr key={item.id}>
            <td className="num">
              <Link to={`/identity/${item.id}`}>{item.id}</Link>
            </td>
            <td>{item.real_name}</td>
            <td>
              <code>{item.id_number}</code>
            </td>
            <td className="nowrap">{formatDateTime(item.submitted_at)}</td>
            <td>
              <span className={REVIEW_STATE_BADGE[item.state]}>{item.state}</span>
            </td>
            <td>{item.reason ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Decision({ submission }: { submission: IdentitySubmission }) {
  const approve = useApproveIdentity();
  const [rejecting, setRejecting] = useState(false);
  if (submission.state !== 'pending') return null;
  return (
    <div className="card decision">
      <p>
        Approving lets <strong>{submission.user.username}</strong> fund the account and borrow. Rejecting asks for a
        new submission, with your reason. Both are recorded in the audit log under your name.
      </p>
      <ErrorMessage error={approve.error} testId="identity-approve-error" />
      <div className="form-actions">
        <button
          type="button"
          className="primary"
          onClick={() => approve.mutate(submission.id)}
          disabled={approve.isPending}
          data-testid="identity-approve"
        >
          {approve.isPending ? 'Approving…' : 'Approve'}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => {
            approve.reset();
            setRejecting(true);
          }}
          data-testid="identity-reject"
        >
          Reject…
        </button>
      </div>
      {rejecting && <IdentityRejectDialog submission={submission} onClose={() => setRejecting(false)} />}
    </div>
  );
}

export function IdentityReviewPage() {
  const id = Number(useParams().id);
  const submission = useIdentity(id);

  return (
    <section>
      <header className="page-header">
        <p className="muted small">
          <Link to="/identity">← Identity verification</Link>
        </p>
        <h1>Submission #{Number.isInteger(id) ? id : '?'}</h1>
      </header>
      <ErrorMessage error={submission.error} />
      {submission.isPending && <p className="muted">Loading…</p>}
      {submission.data && (
        <div className="stack" data-testid="identity-review" data-id={submission.data.id}>
          <div className="document-photos">
            <IdentityImage url={submission.data.front_url} label="Front" testId="identity-front" />
            <IdentityImage url={submission.data.back_url} label="Back" testId="identity-back" />
          </div>
          <div className="review-body">
            <div className="card">
              <Facts submission={submission.data} />
            </div>
            <Decision submission={submission.data} />
          </div>
          <h2>Earlier submissions of this user</h2>
          <History submission={submission.data} />
        </div>
      )}
    </section>
  );
}
