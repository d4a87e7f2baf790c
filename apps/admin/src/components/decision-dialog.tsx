import type { FormEvent, ReactNode } from 'react';
import { ErrorMessage } from './error-message';
import { Modal } from './modal';

type Props = {
  title: string;
  /** What happens, to whom, and who will read what: said before the operator commits. */
  children: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** False while the form cannot be sent (a reason too short, say). */
  ready: boolean;
  danger?: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  testId?: string;
  submitTestId: string;
};

/** The frame of every decision: explanation and fields, the server's refusal, then commit or cancel. */
export function DecisionDialog(props: Props) {
  const { title, children, submitLabel, pendingLabel, pending, ready, danger, error, onSubmit, onClose } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !pending) onSubmit();
  };
  return (
    <Modal title={title} onClose={onClose} testId={props.testId}>
      <form className="stack" onSubmit={submit}>
        {children}
        <ErrorMessage error={error} testId={props.testId ? `${props.testId}-error` : undefined} />
        <div className="form-actions">
          <button
            type="submit"
            className={danger ? 'primary danger-fill' : 'primary'}
            disabled={pending || !ready}
            data-testid={props.submitTestId}
          >
            {pending ? pendingLabel : submitLabel}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

type ReasonProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  placeholder?: string;
  testId: string;
  /** On by default: in a dialog, the reason is what the operator types first. */
  autoFocus?: boolean;
};

/** A reason the user will read: a textarea with its length rule and a live count. */
export function ReasonField({ label, value, onChange, min, max, placeholder, testId, autoFocus = true }: ReasonProps) {
  const length = value.trim().length;
  return (
    <label className="field">
      <span>{label}</span>
      <textarea
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        placeholder={placeholder}
        autoFocus={autoFocus}
        data-testid={testId}
      />
      <span className={length > 0 && length < min ? 'small hint-warn' : 'small muted'}>
        {min}–{max} characters · {length} typed
      </span>
    </label>
  );
}
