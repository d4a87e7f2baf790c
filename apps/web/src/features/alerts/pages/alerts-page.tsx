import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { toastSuccess } from '../../../lib/toast.ts';
import { useAlertChanges } from '../api/change-alerts.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { useAlertStock } from '../api/get-stock.ts';
import { AlertForm } from '../components/alert-form.tsx';
import { AlertRow } from '../components/alert-row.tsx';
import '../alerts.css';

/**
 * /alerts — every price alert of mine (from settings), or, with ?code=, one stock's alerts and the
 * form to add one (from the quote page). Fired alerts can be re-armed; any can be removed.
 */
export function AlertsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || undefined;
  const stock = useAlertStock(code);
  const alerts = useAlerts(code);
  const { rearm, remove } = useAlertChanges();
  const stockName = stock.data ? (i18n.language.startsWith('zh') ? stock.data.name : stock.data.name_en) : code;
  const list = alerts.data?.list;

  return (
    <div className="page">
      <PageHeader />
      {code ? (
        <Section title={t('alerts.newFor', { name: stockName, code })} extra={<SimulatedBadge testId="alerts-simulated" />} testId="alerts-new">
          {stock.data ? <AlertForm stock={stock.data} /> : stock.isError ? <EmptyState /> : <PageLoading inline />}
        </Section>
      ) : null}
      <Section title={code ? t('alerts.forStock') : t('alerts.all')} testId="alerts-list">
        {!list ? (
          <PageLoading inline />
        ) : list.length === 0 ? (
          <EmptyState title={t('alerts.none')} />
        ) : (
          list.map((a) => (
            <AlertRow
              key={a.id}
              alert={a}
              onRearm={(id) => void rearm.mutateAsync(id).then(() => toastSuccess(t('alerts.rearmed')), () => undefined)}
              onRemove={(id) => void remove.mutateAsync(id).then(() => toastSuccess(t('alerts.removed')), () => undefined)}
            />
          ))
        )}
        <p className="alerts-note">{t('alerts.note')}</p>
      </Section>
    </div>
  );
}
