import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { pickOption, StateTabs } from '../../components/state-tabs';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useIdentityQueue, type IdentityQueuePage, type ReviewState } from './api/get-identity-queue';
import { ID_TYPE_LABEL, REVIEW_STATE_BADGE, REVIEW_STATE_OPTIONS } from './identity-labels';

const PAGE_SIZE = 20;

type Submission = IdentityQueuePage['list'][number];

function SubmissionRow({ submission }: { submission: Submission }) {
  return (
    <tr data-testid="identity-row" data-username={submission.user.username} data-id={submission.id} data-state={submission.state}>
      <td className="num">{submission.id}</td>
      <td>
        <div className="strong">{submission.user.username}</div>
        <div className="muted small">user #{submission.user.id}</div>
      </td>
      <td>{submission.real_name}</td>
      <td>{ID_TYPE_LABEL[submission.id_type]}</td>
      <td>
        <code>{submission.id_number}</code>
      </td>
      <td className="nowrap">{formatDateTime(submission.submitted_at)}</td>
      <td>
        <span className={REVIEW_STATE_BADGE[submission.state]}>{submission.state}</span>
        {submission.reviewed_by && (
          <div className="muted small">
            by {submission.reviewed_by}, {formatDateTime(submission.reviewed_at)}
          </div>
        )}
        {submission.reason && <div className="small">“{submission.reason}”</div>}
      </td>
      <td className="actions">
        <Link className="button-link" to={`/identity/${submission.id}`} data-testid="identity-open">
          {submission.state === 'pending' ? 'Review' : 'Open'}
        </Link>
      </td>
    </tr>
  );
}

export function IdentityQueuePage() {
  const [params, setParams] = useSearchParams();
  const state: ReviewState = pickOption(REVIEW_STATE_OPTIONS, params.get('state'), 'pending');
  const [page, setPage] = usePageParam();
  const queue = useIdentityQueue({ state, page, size: PAGE_SIZE });
  const rows = queue.data?.list ?? [];

  return (
    <section>
      <header className="page-header">
        <h1>Identity verification</h1>
        <p className="muted">
          Compare the photos with the name and number, then approve or reject. A rejection’s reason is shown to the user,
          who may submit again. Every decision is recorded in the audit log.
        </p>
      </header>
      <StateTabs
        label="Submissions"
        options={REVIEW_STATE_OPTIONS}
        value={state}
        onChange={(next) => setParams(next === 'pending' ? {} : { state: next })}
        testIdPrefix="identity-state"
      />
      <ErrorMessage error={queue.error} />
      <table className="table" data-testid="identity-table" aria-busy={queue.isFetching}>
        <thead>
          <tr>
            <th className="num">ID</th>
            <th>User</th>
            <th>Name</th>
            <th>Document</th>
            <th>Number</th>
            <th>Submitted</th>
            <th>State</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {rows.map((submission) => (
            <SubmissionRow key={submission.id} submission={submission} />
          ))}
          {queue.data && rows.length === 0 && (
            <tr>
              <td colSpan={8} className="empty">
                {state === 'pending' ? 'Nothing waits for review.' : 'None yet.'}
              </td>
            </tr>
          )}
          {queue.isPending && (
            <tr>
              <td colSpan={8} className="empty">
                Loading…
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {queue.data && <Pagination page={queue.data.page} size={queue.data.size} total={queue.data.total} onChange={setPage} />}
    </section>
  );
}
