import { useState, type FormEvent } from 'react';
import { leverageSettings, type LeverageSettings } from '@meridian/contract/trading';
import { DecisionDialog } from '../../components/decision-dialog';
import { ErrorMessage } from '../../components/error-message';
import { useLeverage, useSetLeverage } from './api/leverage';
import { bpToPercent, percentToBp } from './rates';

const MULTIPLIERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type Draft = { multipliers: number[]; rate: string; marginCall: string; maintenance: string };

const draftOf = (s: LeverageSettings): Draft => ({
  multipliers: [...s.multipliers],
  rate: bpToPercent(s.annual_rate_bp),
  marginCall: String(s.margin_call_pct),
  maintenance: String(s.maintenance_pct),
});

function settingsOf(draft: Draft): LeverageSettings | string {
  const rate = percentToBp(draft.rate);
  if (rate === null) return 'Enter the annual rate in percent with at most two decimals (8.5 for 8.50 %).';
  const body = {
    multipliers: [...new Set([1, ...draft.multipliers])].sort((a, b) => a - b),
    annual_rate_bp: rate,
    margin_call_pct: Number(draft.marginCall),
    maintenance_pct: Number(draft.maintenance),
  };
  const parsed = leverageSettings.safeParse(body);
  if (!parsed.success) return 'The rate may be at most 100 %, and both margins are whole percentages from 1 to 100.';
  if (parsed.data.maintenance_pct >= parsed.data.margin_call_pct) return 'The close-out margin must be below the margin-call level.';
  return parsed.data;
}

const summary = (s: LeverageSettings) =>
  `${s.multipliers.map((m) => `${m}×`).join(', ')}; interest ${bpToPercent(s.annual_rate_bp)} % a year; margin call at ${s.margin_call_pct} %, close-out at ${s.maintenance_pct} %`;

function LeverageEditor({ current }: { current: LeverageSettings }) {
  const save = useSetLeverage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<LeverageSettings | null>(null);

  const toggle = (m: number) =>
    setDraft({ ...draft, multipliers: draft.multipliers.includes(m) ? draft.multipliers.filter((x) => x !== m) : [...draft.multipliers, m] });

  const apply = (body: LeverageSettings) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        setPending(null);
        setDraft(draftOf(saved));
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = settingsOf(draft);
    setProblem(typeof body === 'string' ? body : null);
    if (typeof body !== 'string') {
      save.reset();
      setPending(body);
    }
  };

  return (
    <>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <span>Multipliers offered to users</span>
          <div role="group" aria-label="Multipliers" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' }}>
            {MULTIPLIERS.map((m) => (
              <label key={m} className="small">
                <input type="checkbox" checked={m === 1 || draft.multipliers.includes(m)} disabled={m === 1} onChange={() => toggle(m)} data-testid={`leverage-multiplier-${m}`} />{' '}
                {m}×
              </label>
            ))}
          </div>
          <span className="small muted">1× (no borrowing) is always offered.</span>
        </div>
        <div className="form-grid">
          <label className="field">
            <span>Annual interest on the borrowed part (%)</span>
            <input value={draft.rate} onChange={(e) => setDraft({ ...draft, rate: e.target.value })} inputMode="decimal" required data-testid="leverage-rate" />
          </label>
          <label className="field">
            <span>Margin call at equity / value (%)</span>
            <input type="number" min={1} max={100} step={1} value={draft.marginCall} onChange={(e) => setDraft({ ...draft, marginCall: e.target.value })} required data-testid="leverage-margin-call" />
          </label>
          <label className="field">
            <span>Close-out at equity / value (%)</span>
            <input type="number" min={1} max={100} step={1} value={draft.maintenance} onChange={(e) => setDraft({ ...draft, maintenance: e.target.value })} required data-testid="leverage-maintenance" />
          </label>
        </div>
        <div className="form-actions">
          <button type="submit" className="primary" data-testid="leverage-save">
            Save leverage settings…
          </button>
          {save.isSuccess && (
            <span className="success" role="status" data-testid="leverage-saved">
              Saved.
            </span>
          )}
        </div>
        <ErrorMessage error={problem === null ? null : new Error(problem)} testId="leverage-error" />
      </form>
      {pending && (
        <DecisionDialog
          title="Change the leverage settings?"
          submitLabel="Apply"
          pendingLabel="Saving…"
          pending={save.isPending}
          ready
          danger={pending.multipliers.length > current.multipliers.length}
          error={save.error}
          onSubmit={() => apply(pending)}
          onClose={() => setPending(null)}
          testId="leverage-confirm-dialog"
          submitTestId="leverage-confirm"
        >
          <p>
            New settings: <strong>{summary(pending)}</strong>. Leverage lends users money through the loan book, and positions below the
            close-out level are sold automatically. The change is recorded in the audit log.
          </p>
        </DecisionDialog>
      )}
    </>
  );
}

/** Which multipliers users may choose, the interest on the borrowed part, and the margin levels. */
export function LeverageForm() {
  const settings = useLeverage();
  return (
    <div className="card" data-testid="leverage-card">
      <h2>Leverage</h2>
      <p className="muted">
        In force: <strong data-testid="leverage-current">{settings.data ? summary(settings.data) : '…'}</strong>.
      </p>
      <ErrorMessage error={settings.error} />
      {settings.data && <LeverageEditor current={settings.data} />}
    </div>
  );
}
