import { useTranslation } from '../lib/i18n.ts';
import { formatLocalTime } from '../lib/date.ts';
import { useNetwork } from '../lib/network.ts';

/**
 * Shown at the top of every screen while the device is offline: what is on screen (quotes,
 * holdings, the account) is the last data received, and this says from when.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useNetwork((s) => s.online);
  const lastAnswerAt = useNetwork((s) => s.lastAnswerAt);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <strong>{t('offline.title')}</strong>
      <span>{lastAnswerAt ? t('offline.asOf', { time: formatLocalTime(lastAnswerAt, 'dateTime') }) : t('offline.noData')}</span>
    </div>
  );
}
