import { FeeScheduleForm } from './fee-schedule-form';
import { LeverageForm } from './leverage-form';

/** Trading settings: the fee schedule and leverage. No per-user settings exist, by design (DESIGN §10). */
export function TradingSettingsPage() {
  return (
    <section>
      <header className="page-header">
        <h1>Trading settings</h1>
        <p className="muted">
          These apply to every user alike. Prices are simulated and orders go to the paper-trading engine; no operator can set a
          price, a fill or a fee for one user.
        </p>
      </header>
      <FeeScheduleForm />
      <LeverageForm />
    </section>
  );
}
