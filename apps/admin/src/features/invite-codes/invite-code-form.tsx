import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { localInputToIso } from '../../lib/format';
import { useCreateInviteCode, type CreateInviteCodeBody } from './api/create-invite-code';

type Draft = { code: string; note: string; maxUses: string; expiresAt: string };

const EMPTY: Draft = { code: '', note: '', maxUses: '1', expiresAt: '' };

/** The request body, or a message when the draft cannot be one. The server checks again. */
function bodyOf(draft: Draft): CreateInviteCodeBody | string {
  const maxUses = Number(draft.maxUses);
  if (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 1_000_000) {
    return 'Max uses must be a whole number from 1 to 1,000,000.';
  }
  const expiresAt = localInputToIso(draft.expiresAt);
  if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) return 'The expiry must be in the future.';
  const code = draft.code.trim();
  return {
    ...(code === '' ? {} : { code }),
    note: draft.note.trim(),
    max_uses: maxUses,
    expires_at: expiresAt,
  };
}

export function InviteCodeForm() {
  const create = useCreateInviteCode();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(draft);
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    setProblem(null);
    create.mutate(body, { onSuccess: () => setDraft(EMPTY) });
  };

  return (
    <form className="card form-grid" onSubmit={submit} aria-labelledby="invite-code-form-title">
      <h2 id="invite-code-form-title">New invitation code</h2>
      <label className="field">
        <span>Code (optional)</span>
        <input
          {...field('code')}
          placeholder="Leave empty for a random code"
          pattern="[A-Za-z0-9]{4,32}"
          title="4 to 32 letters or digits"
          maxLength={32}
          autoComplete="off"
          data-testid="invite-code-input-code"
        />
      </label>
      <label className="field">
        <span>Note</span>
        <input {...field('note')} maxLength={200} placeholder="Who or what it is for" data-testid="invite-code-input-note" />
      </label>
      <label className="field">
        <span>Max uses</span>
        <input
          {...field('maxUses')}
          type="number"
          min={1}
          max={1_000_000}
          step={1}
          required
          data-testid="invite-code-input-max-uses"
        />
      </label>
      <label className="field">
        <span>Expires (optional, your local time)</span>
        <input {...field('expiresAt')} type="datetime-local" data-testid="invite-code-input-expires-at" />
      </label>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={create.isPending} data-testid="invite-code-submit">
          {create.isPending ? 'Creating…' : 'Create code'}
        </button>
        {create.isSuccess && !create.isPending && (
          <span className="success" role="status" data-testid="invite-code-created">
            Created <code>{create.data.code}</code>.
          </span>
        )}
      </div>
      <ErrorMessage error={problem === null ? create.error : new Error(problem)} testId="invite-code-form-error" />
    </form>
  );
}
