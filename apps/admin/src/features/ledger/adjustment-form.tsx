import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adjustmentBody } from '@meridian/contract/funding';
import { DecisionDialog, ReasonField } from '../../components/decision-dialog';
import { ErrorMessage } from '../../components/error-message';
import { useCreateAdjustment, type AdjustmentBody, type AdjustmentResult } from './api/create-adjustment';
import { resolveUser, type ResolvedUser } from './resolve-user';

type Draft = { user: string; amount: string; reason: string };

/** Checks the amount and reason against the contract; the user is checked by asking the server. */
function draftProblem(draft: Draft): string | null {
  const parsed = adjustmentBody.safeParse({ user_id: 1, amount: draft.amount, reason: draft.reason });
  if (parsed.success) return null;
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  if (fields.has('amount')) return 'The amount must be a non-zero number with at most two decimals, e.g. 100.00 or -25.50.';
  return 'The reason must be 5 to 200 characters.';
}

type ConfirmProps = { user: ResolvedUser; body: AdjustmentBody; onDone: (result: AdjustmentResult) => void; onClose: () => void };

function ConfirmAdjustment({ user, body, onDone, onClose }: ConfirmProps) {
  const create = useCreateAdjustment();
  const credit = !body.amount.trim().startsWith('-');
  return (
    <DecisionDialog
      title={credit ? 'Credit this user?' : 'Debit this user?'}
      submitLabel={credit ? 'Post the credit' : 'Post the debit'}
      pendingLabel="Posting…"
      pending={create.isPending}
      ready
      danger={!credit}
      error={create.error}
      onSubmit={() => create.mutate(body, { onSuccess: onDone })}
      onClose={onClose}
      testId="adjustment-confirm-dialog"
      submitTestId="adjustment-confirm"
    >
      <p>
        <strong data-testid="adjustment-confirm-amount">
          {body.amount.trim()} {user.currency}
        </strong>{' '}
        {credit ? 'to' : 'from'} the available cash of <strong>{user.username}</strong> (#{user.id}
        {user.verifiedName ? `, ${user.verifiedName}` : ''}), who has {user.available} {user.currency} available now.
      </p>
      <div className="alert alert-warn" data-testid="adjustment-visibility">
        <p>
          <strong>{user.username} will see this reason in their statement</strong>, next to the amount, and gets a
          message about it: “{body.reason.trim()}”.
        </p>
      </div>
      <p className="muted small">
        The adjustment is a journaled entry against the house’s adjustments account. It cannot be edited or deleted;
        a mistake is corrected by another adjustment. It is recorded in the audit log under your name.
      </p>
    </DecisionDialog>
  );
}

type Props = { initialUser: string };

/** The back office's only money tool (DESIGN §10): a journaled adjustment with a reason the user sees. */
export function AdjustmentForm({ initialUser }: Props) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({ user: initialUser, amount: '', reason: '' });
  const [problem, setProblem] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<{ user: ResolvedUser; body: AdjustmentBody } | null>(null);
  const [posted, setPosted] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPosted(null);
    const invalid = draftProblem(draft);
    if (invalid !== null) {
      setProblem(new Error(invalid));
      return;
    }
    setChecking(true);
    try {
      const user = await resolveUser(queryClient, draft.user);
      if (typeof user === 'string') {
        setProblem(new Error(user));
        return;
      }
      setProblem(null);
      setConfirming({ user, body: { user_id: user.id, amount: draft.amount.trim(), reason: draft.reason.trim() } });
    } catch (error) {
      setProblem(error);
    } finally {
      setChecking(false);
    }
  };

  const done = (result: AdjustmentResult) => {
    const who = confirming?.user.username ?? `#${result.user_id}`;
    setPosted(`Entry #${result.entry_id}: ${result.amount} posted for ${who}; available now ${result.available_after}.`);
    setConfirming(null);
    setDraft({ ...draft, amount: '', reason: '' });
  };

  // The dialog holds a form of its own, so it sits beside this one, never inside it.
  return (
    <>
      <form className="card stack" onSubmit={(event) => void submit(event)} data-testid="adjustment-form" aria-labelledby="adjustment-title">
        <h2 id="adjustment-title">Adjustment</h2>
        <p className="muted">
          The only way the back office moves a user’s money: a journaled entry with a reason. A positive amount credits
          the user’s available cash, a negative one debits it (never below zero). The user sees the reason in their
          statement.
        </p>
        <div className="form-grid">
          <label className="field">
            <span>User (username or ID)</span>
            <input
              value={draft.user}
              onChange={(event) => setDraft({ ...draft, user: event.target.value })}
              required
              autoComplete="off"
              data-testid="adjustment-user"
            />
          </label>
          <label className="field">
            <span>Amount (signed, e.g. 100.00 or -25.50)</span>
            <input
              value={draft.amount}
              onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
              inputMode="decimal"
              required
              autoComplete="off"
              data-testid="adjustment-amount"
            />
          </label>
        </div>
        <ReasonField
          label="Reason (shown to the user)"
          value={draft.reason}
          onChange={(reason) => setDraft({ ...draft, reason })}
          min={5}
          max={200}
          placeholder="e.g. Refund of the fee charged twice on 3 March"
          testId="adjustment-reason"
          autoFocus={false}
        />
        <ErrorMessage error={problem} testId="adjustment-error" />
        <div className="form-actions">
          <button type="submit" className="primary" disabled={checking} data-testid="adjustment-submit">
            {checking ? 'Checking…' : 'Review the adjustment…'}
          </button>
          {posted && (
            <span className="success" role="status" data-testid="adjustment-posted">
              {posted}
            </span>
          )}
        </div>
      </form>
      {confirming && (
        <ConfirmAdjustment user={confirming.user} body={confirming.body} onDone={done} onClose={() => setConfirming(null)} />
      )}
    </>
  );
}
