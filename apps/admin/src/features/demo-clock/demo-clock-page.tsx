import { useState } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { isApiError } from '../../lib/request';
import { useAdvanceDemoClock, useDemoClock } from './api/demo-clock';

const STEPS = [
  { hours: 1, label: '+1 hour' },
  { hours: 24, label: '+1 day' },
  { hours: 24 * 7, label: '+1 week' },
];

const shanghai = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', dateStyle: 'full', timeStyle: 'medium' }).format(new Date(iso));

/**
 * Demo mode's time machine: moves the server clock forward so that T+1 settlement, a new issue's
 * draw and listing, or money-market income can be shown without waiting. Forward only, audited.
 */
export function DemoClockPage() {
  const clock = useDemoClock();
  const advance = useAdvanceDemoClock();
  const [hours, setHours] = useState('');

  if (isApiError(clock.error) && clock.error.status === 404) {
    return (
      <section>
        <h1>Demo clock</h1>
        <p className="muted" data-testid="demo-clock-off">
          The server is not in demo mode, so its clock follows real time and cannot be moved.
        </p>
      </section>
    );
  }

  const custom = Number(hours);
  const customValid = Number.isInteger(custom) && custom >= 1 && custom <= 24 * 400;
  return (
    <section>
      <h1>Demo clock</h1>
      <div className="card">
        <p>
          Server time (Asia/Shanghai): <strong data-testid="demo-clock-now">{clock.data ? shanghai(clock.data.now) : '…'}</strong>
        </p>
        <p className="muted">
          Trading day <span data-testid="demo-clock-day">{clock.data?.trading_day ?? '…'}</span>
          {clock.data && clock.data.offset_ms > 0 && <> · ahead of real time by {Math.round(clock.data.offset_ms / 3600_000)} h</>}
        </p>
        <div className="toolbar">
          {STEPS.map((step) => (
            <button
              key={step.hours}
              type="button"
              className="primary"
              disabled={advance.isPending}
              onClick={() => advance.mutate(step.hours)}
              data-testid={`demo-clock-advance-${step.hours}`}
            >
              {step.label}
            </button>
          ))}
          <input
            type="number"
            min={1}
            max={24 * 400}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            placeholder="hours"
            aria-label="Hours to move forward"
            data-testid="demo-clock-hours"
          />
          <button type="button" disabled={!customValid || advance.isPending} onClick={() => advance.mutate(custom)} data-testid="demo-clock-advance">
            Move forward
          </button>
        </div>
        <ErrorMessage error={clock.error ?? advance.error} testId="demo-clock-error" />
        <p className="muted small">
          The clock only moves forward. Every scheduled job (settlement, draws, income, expiry) runs once at the new time;
          sessions move with the clock, so nobody is signed out by the jump. Each move is recorded in the audit log.
        </p>
      </div>
    </section>
  );
}
