import { useState, type FormEvent } from 'react';
import { MONEY_MARKET_MAX_RATE_BP } from '@meridian/contract/money-market';
import { ErrorMessage } from '../../components/error-message';
import { useSetYield, useYield } from './api/yield';

/** Whole basis points from 0 to the maximum, or a reason. */
function problemOf(value: string): string | null {
  if (!/^\d{1,5}$/.test(value)) return 'Enter the annual rate as whole basis points (180 = 1.80 %).';
  return Number(value) > MONEY_MARKET_MAX_RATE_BP ? `At most ${MONEY_MARKET_MAX_RATE_BP} basis points.` : null;
}

/**
 * The product's annual rate. A change is in force from today (Asia/Shanghai) on: today's income,
 * credited tomorrow, already uses it; days before keep their rate. Every change is audited.
 */
export function YieldSetting() {
  const current = useYield();
  const save = useSetYield();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const data = current.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.trim();
    const found = problemOf(value);
    setProblem(found);
    if (found === null) save.mutate(Number(value), { onSuccess: () => setDraft('') });
  };

  return (
    <div className="card" data-testid="mm-yield-setting">
      <h2>Annual rate</h2>
      <ErrorMessage error={current.error} />
      {data && (
        <p className="muted">
          Source: <strong data-testid="mm-yield-source">{data.source === 'operator' ? 'set by operators' : 'simulated (deterministic walk)'}</strong> · today (
          {data.today}): <strong data-testid="mm-yield-current">{data.current_rate} %</strong> ({data.current_rate_bp} bp) · 7-day annualised
          yield shown to users: <strong data-testid="mm-yield-seven-day">{data.seven_day_yield} %</strong> · configured default{' '}
          {data.default_rate_bp} bp.
        </p>
      )}
      {data?.source === 'operator' && (
        <form className="toolbar" onSubmit={submit}>
          <input
            type="text"
            inputMode="numeric"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Basis points, e.g. 185"
            aria-label="Annual rate in basis points"
            data-testid="mm-yield-input"
          />
          <button type="submit" className="primary" disabled={save.isPending} data-testid="mm-yield-save">
            {save.isPending ? 'Saving…' : 'Set from today'}
          </button>
          {save.isSuccess && (
            <span className="success" role="status" data-testid="mm-yield-saved">
              Saved and recorded in the audit log.
            </span>
          )}
        </form>
      )}
      <ErrorMessage error={problem === null ? save.error : new Error(problem)} testId="mm-yield-error" />
      {data && data.schedule.length > 0 && (
        <table className="table" data-testid="mm-yield-schedule">
          <thead>
            <tr>
              <th>In force from</th>
              <th className="num">Basis points</th>
            </tr>
          </thead>
          <tbody>
            {data.schedule.map((entry) => (
              <tr key={entry.from}>
                <td>{entry.from}</td>
                <td className="num">{entry.bp}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
