import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { useKfUrl } from './api/get-kf-url';
import { useSetKfUrl } from './api/set-kf-url';

const URL_MAX = 500;

/** Empty, or an https address; the server checks again and has the last word. */
function problemOf(value: string): string | null {
  if (value === '') return null;
  try {
    if (new URL(value).protocol === 'https:') return null;
  } catch {
    // Not a URL at all: same answer as a non-https one.
  }
  return 'Enter a full https:// address, or leave the box empty for the built-in chat.';
}

function KfUrlEditor({ saved }: { saved: string }) {
  const save = useSetKfUrl();
  const [draft, setDraft] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const value = draft.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(value);
    setProblem(found);
    if (found === null) save.mutate({ kf_url: value }, { onSuccess: (result) => setDraft(result.kf_url) });
  };

  return (
    <form className="kf-url-form" onSubmit={submit}>
      <div className="toolbar">
        <input
          type="url"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={URL_MAX}
          placeholder="https://… (empty = built-in chat)"
          aria-label="Customer-service URL"
          data-testid="kf-url-input"
        />
        <button type="submit" className="primary" disabled={save.isPending} data-testid="kf-url-save">
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {save.isSuccess && value === saved && (
          <span className="success" role="status" data-testid="kf-url-saved">
            Saved.
          </span>
        )}
      </div>
      <ErrorMessage error={problem === null ? save.error : new Error(problem)} testId="kf-url-error" />
    </form>
  );
}

/**
 * Where the phone app's customer-service button leads. While a URL is set the app opens it and
 * users no longer start conversations in the inbox below.
 */
export function KfUrlSetting() {
  const current = useKfUrl();
  const saved = current.data?.kf_url;

  return (
    <div className="card" data-testid="kf-url-setting">
      <h2>Customer-service link</h2>
      <p className="muted">
        Currently:{' '}
        <strong data-testid="kf-url-current">
          {saved === undefined ? '…' : saved === '' ? 'the built-in chat (this inbox)' : saved}
        </strong>
        . Leave the box empty to use the built-in chat, or enter an https address to send users to an external
        service instead. Changes are recorded in the audit log.
      </p>
      <ErrorMessage error={current.error} />
      {/* Mounted once the value is known; a save then updates `saved` without remounting. */}
      {saved !== undefined && <KfUrlEditor saved={saved} />}
    </div>
  );
}
