import type { PriceAlert } from '@meridian/contract/alerts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { useRealtimeEvent } from '../../../lib/live.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { alertKeys } from '../api/keys.ts';
import { formatDecimal } from '../../../lib/money.ts';
import { conditionText } from '../condition.ts';

/** Mounted once by the layout: a fired alert is told at once on whatever screen is open (the message centre keeps it). */
export function AlertListener() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = Boolean(useSession((s) => s.token));
  useRealtimeEvent(
    'alert',
    (data) => {
      const alert = data as PriceAlert;
      const condition = conditionText(alert);
      const name = i18n.language.startsWith('zh') ? alert.name : alert.name_en;
      toast(t('alerts.firedToast', { name, condition: t(condition.key, condition.values), price: alert.fired_price ? formatDecimal(alert.fired_price) : '' }));
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
    loggedIn,
  );
  return null;
}
