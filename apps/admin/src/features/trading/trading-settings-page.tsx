import { useT } from '../../i18n/i18n';
import { FeeScheduleForm } from './fee-schedule-form';
import { LeverageForm } from './leverage-form';

/** Trading settings: the fee schedule and leverage. No per-user settings exist, by design (docs/integrity.md). */
export function TradingSettingsPage() {
  const t = useT();
  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.tradingSettings')}</h1>
        <p className="muted">{t('settings.explain')}</p>
      </header>
      <FeeScheduleForm />
      <LeverageForm />
    </section>
  );
}
