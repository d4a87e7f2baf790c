import { useState, type FormEvent } from 'react';
import { feeSchedule, type FeeSchedule } from '@meridian/contract/trading';
import { DecisionDialog } from '../../components/decision-dialog';
import { ErrorMessage } from '../../components/error-message';
import { useFees, useSetFees } from './api/fees';
import { percentToPpm, ppmToPercent } from './rates';

type Draft = { commission: string; commissionMin: string; transfer: string; stamp: string };

const draftOf = (fees: FeeSchedule): Draft => ({
  commission: ppmToPercent(fees.commission_rate_ppm),
  commissionMin: fees.commission_min,
  transfer: ppmToPercent(fees.transfer_fee_rate_ppm),
  stamp: ppmToPercent(fees.stamp_duty_rate_ppm),
});

/** The schedule as the contract takes it, or a message for the operator. The server checks again. */
function scheduleOf(draft: Draft): FeeSchedule | string {
  const commission = percentToPpm(draft.commission);
  const transfer = percentToPpm(draft.transfer);
  const stamp = percentToPpm(draft.stamp);
  if (commission === null || transfer === null || stamp === null) return 'Enter each rate in percent with at most four decimals (0.025 for 0.025 %).';
  const body = { commission_rate_ppm: commission, commission_min: draft.commissionMin.trim(), transfer_fee_rate_ppm: transfer, stamp_duty_rate_ppm: stamp };
  const parsed = feeSchedule.safeParse(body);
  if (!parsed.success) return 'Rates may be at most 10 %, and the minimum commission is an amount such as 5.00.';
  return parsed.data;
}

const ROWS = [
  { key: 'commission', label: 'Commission rate (%)', hint: 'Both sides, with the minimum below', testId: 'fees-commission' },
  { key: 'commissionMin', label: 'Minimum commission', hint: 'Per order, in the account currency', testId: 'fees-commission-min' },
  { key: 'transfer', label: 'Transfer fee rate (%)', hint: 'Both sides', testId: 'fees-transfer' },
  { key: 'stamp', label: 'Stamp duty rate (%)', hint: 'Sells only', testId: 'fees-stamp' },
] as const satisfies readonly { key: keyof Draft; label: string; hint: string; testId: string }[];

function FeeEditor({ current }: { current: FeeSchedule }) {
  const save = useSetFees();
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<FeeSchedule | null>(null);

  const apply = (body: FeeSchedule) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        setPending(null);
        setDraft(draftOf(saved));
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = scheduleOf(draft);
    setProblem(typeof body === 'string' ? body : null);
    if (typeof body !== 'string') {
      save.reset();
      setPending(body);
    }
  };

  return (
    <>
      <form className="form-grid" onSubmit={submit}>
        {ROWS.map((row) => (
          <label key={row.key} className="field">
            <span>{row.label}</span>
            <input
              value={draft[row.key]}
              onChange={(event) => setDraft({ ...draft, [row.key]: event.target.value })}
              inputMode="decimal"
              required
              data-testid={row.testId}
            />
            <span className="small muted">{row.hint}</span>
          </label>
        ))}
        <div className="form-actions">
          <button type="submit" className="primary" data-testid="fees-save">
            Save fee schedule…
          </button>
          {save.isSuccess && (
            <span className="success" role="status" data-testid="fees-saved">
              Saved.
            </span>
          )}
        </div>
        <ErrorMessage error={problem === null ? null : new Error(problem)} testId="fees-error" />
      </form>
      {pending && (
        <DecisionDialog
          title="Change the fee schedule?"
          submitLabel="Apply new fees"
          pendingLabel="Saving…"
          pending={save.isPending}
          ready
          error={save.error}
          onSubmit={() => apply(pending)}
          onClose={() => setPending(null)}
          testId="fees-confirm-dialog"
          submitTestId="fees-confirm"
        >
          <p>
            Every order placed from now on is charged: commission <strong>{ppmToPercent(pending.commission_rate_ppm)} %</strong> (at least{' '}
            <strong>{pending.commission_min}</strong>), transfer fee <strong>{ppmToPercent(pending.transfer_fee_rate_ppm)} %</strong>, stamp duty on sells{' '}
            <strong>{ppmToPercent(pending.stamp_duty_rate_ppm)} %</strong>. Open orders keep the fees they were placed with. Users see the new rates on
            every order ticket; the change is recorded in the audit log.
          </p>
        </DecisionDialog>
      )}
    </>
  );
}

/** Operators set the fee schedule; the ticket shows it to users before they confirm (DESIGN §6). */
export function FeeScheduleForm() {
  const fees = useFees();
  return (
    <div className="card" data-testid="fees-card">
      <h2>Fee schedule</h2>
      <p className="muted">
        In force:{' '}
        <strong data-testid="fees-current">
          {fees.data
            ? `commission ${ppmToPercent(fees.data.commission_rate_ppm)} % (min. ${fees.data.commission_min}), transfer ${ppmToPercent(fees.data.transfer_fee_rate_ppm)} %, stamp duty ${ppmToPercent(fees.data.stamp_duty_rate_ppm)} %`
            : '…'}
        </strong>
        . Each fee is rounded half-up to the cent on its own.
      </p>
      <ErrorMessage error={fees.error} />
      {/* Mounted once the value is known; a save updates the draft from the answer. */}
      {fees.data && <FeeEditor current={fees.data} />}
    </div>
  );
}
