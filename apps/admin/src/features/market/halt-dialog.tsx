import { useState, type FormEvent } from 'react';
import type { AdminInstrument } from '@meridian/contract/market';
import { ErrorMessage } from '../../components/error-message';
import { Modal } from '../../components/modal';
import { useHaltInstrument } from './api/halt-instrument';

const REASON_MAX = 200;

type Props = { instrument: AdminInstrument; onClose: () => void };

/** Asks for the reason (kept in the audit log and shown with the halt) before halting. */
export function HaltDialog({ instrument, onClose }: Props) {
  const halt = useHaltInstrument();
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    halt.mutate({ code: instrument.code, reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal title={`Halt ${instrument.code} ${instrument.name}?`} onClose={onClose} testId="halt-dialog">
      <form className="stack" onSubmit={submit}>
        <p>
          Trading in <strong>{instrument.name}</strong> stops for <strong>every user</strong> until an operator
          resumes it. The halt and its reason are shown with the instrument and recorded in the audit log under your
          name.
        </p>
        <label className="field">
          <span>Reason</span>
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REASON_MAX}
            required
            autoFocus
            placeholder="e.g. Pending major announcement"
            data-testid="halt-reason-input"
          />
        </label>
        <ErrorMessage error={halt.error} testId="halt-error" />
        <div className="form-actions">
          <button
            type="submit"
            className="primary danger-fill"
            disabled={halt.isPending || reason.trim() === ''}
            data-testid="halt-confirm"
          >
            {halt.isPending ? 'Halting…' : 'Halt for everyone'}
          </button>
          <button type="button" onClick={onClose} data-testid="halt-cancel">
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
