import { useState, type FormEvent } from 'react';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { ErrorMessage } from '../../components/error-message';
import { useInstrument } from './api/find-instrument';
import { useServerNow } from './api/get-server-now';
import { useSaveIssue } from './api/save-issue';
import { bodyOf, draftOf, EMPTY_DRAFT, TIME_FIELDS, toLocalInput, typicalTimes, type Draft } from './issue-draft';

type Props = {
  /** Given: edit this issue (only before its window opens). */
  issue?: AdminIpoIssue;
  onSaved: (issue: AdminIpoIssue) => void;
  onCancel: () => void;
};

/** What the typed stock code names in the market data: an issue must list under a known stock. */
function InstrumentHint({ code }: { code: string }) {
  const found = useInstrument(code);
  if (!/^\d{6}$/.test(code)) return <span className="small muted">Six digits of a stock in the market data.</span>;
  if (found.isPending) return <span className="small muted">Looking the code up…</span>;
  if (!found.data) return <span className="small hint-warn" data-testid="ipo-form-code-unknown">Not in the market data: the server will refuse it.</span>;
  return (
    <span className="small" data-testid="ipo-form-instrument">
      {found.data.name} · {found.data.exchange} · {found.data.industry}
    </span>
  );
}

/**
 * Creates or edits an issue. Unit size comes from the exchange (1,000 shares in Shanghai, 500 in
 * Shenzhen by default); the public quantity and the per-user cap must be whole units.
 */
export function IssueForm({ issue, onSaved, onCancel }: Props) {
  const save = useSaveIssue();
  const serverNow = useServerNow();
  const [draft, setDraft] = useState<Draft>(() => (issue ? draftOf(issue) : EMPTY_DRAFT));
  const [problem, setProblem] = useState<string | null>(null);

  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(draft);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    save.mutate({ ...(issue ? { id: issue.id } : {}), body }, { onSuccess: onSaved });
  };

  return (
    <form className="card form-grid" onSubmit={submit} data-testid="ipo-form" aria-labelledby="ipo-form-title">
      <h2 id="ipo-form-title">{issue ? `Edit issue #${issue.id}` : 'New issue'}</h2>
      <label className="field">
        <span>Stock code</span>
        <input {...field('code')} maxLength={6} autoComplete="off" placeholder="601868" data-testid="ipo-form-code" />
        <InstrumentHint code={draft.code.trim()} />
      </label>
      <label className="field">
        <span>Application code</span>
        <input {...field('applyCode')} maxLength={6} autoComplete="off" placeholder="780868" data-testid="ipo-form-apply-code" />
      </label>
      <label className="field">
        <span>Name (empty: the market data’s)</span>
        <input {...field('name')} maxLength={60} data-testid="ipo-form-name" />
      </label>
      <label className="field">
        <span>Issue price</span>
        <input {...field('issuePrice')} inputMode="decimal" placeholder="12.34" data-testid="ipo-form-price" />
      </label>
      <label className="field">
        <span>P/E ratio</span>
        <input {...field('pe')} inputMode="decimal" placeholder="22.98" data-testid="ipo-form-pe" />
      </label>
      <label className="field">
        <span>Industry P/E ratio</span>
        <input {...field('industryPe')} inputMode="decimal" placeholder="30.15" data-testid="ipo-form-industry-pe" />
      </label>
      <label className="field">
        <span>Related sector</span>
        <input {...field('sector')} maxLength={60} data-testid="ipo-form-sector" />
      </label>
      <label className="field">
        <span>Issue quantity (shares)</span>
        <input {...field('issueQuantity')} type="number" min={1} step={1} data-testid="ipo-form-issue-quantity" />
      </label>
      <label className="field">
        <span>Public issue quantity (shares, whole units)</span>
        <input {...field('publicQuantity')} type="number" min={1} step={1} data-testid="ipo-form-public-quantity" />
      </label>
      <label className="field">
        <span>Cap per user (shares, whole units)</span>
        <input {...field('cap')} type="number" min={1} step={1} data-testid="ipo-form-cap" />
      </label>
      <p className="small muted ipo-form-wide" data-testid="ipo-form-server-time">
        Times are checked against the server clock, now {toLocalInput(serverNow()).replace('T', ' ')} in your time zone.
      </p>
      <div className="ipo-form-times">
        {TIME_FIELDS.map(([key, label]) => (
          <label className="field" key={key}>
            <span>{label} (your local time)</span>
            <input {...field(key)} type="datetime-local" required data-testid={`ipo-form-${key}`} />
          </label>
        ))}
      </div>
      <div className="form-actions ipo-form-wide">
        <button type="submit" className="primary" disabled={save.isPending} data-testid="ipo-form-submit">
          {save.isPending ? 'Saving…' : issue ? 'Save changes' : 'Create issue'}
        </button>
        <button type="button" onClick={() => setDraft((d) => ({ ...d, ...typicalTimes(serverNow()) }))} data-testid="ipo-form-typical-times">
          Typical timetable from now
        </button>
        <button type="button" onClick={onCancel} data-testid="ipo-form-cancel">
          Close
        </button>
      </div>
      <div className="ipo-form-wide">
        <ErrorMessage error={problem === null ? save.error : new Error(problem)} testId="ipo-form-error" />
      </div>
    </form>
  );
}
