import type { PriceAlert } from '@meridian/contract/alerts';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatLocalTime } from '../../../lib/date.ts';
import { conditionText } from '../condition.ts';
import { confirm } from '../../../lib/dialog.ts';

/** One alert: the stock, what it waits for, armed or fired (when and at what price), re-arm and remove. */
export function AlertRow({ alert, onRearm, onRemove }: { alert: PriceAlert; onRearm: (id: number) => void; onRemove: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const condition = conditionText(alert);
  const name = i18n.language.startsWith('zh') ? alert.name : alert.name_en;
  const confirmRemove = async () => {
    if (await confirm({ content: t('alerts.removeConfirm'), confirmText: t('alerts.remove'), cancelText: t('common.cancel') })) onRemove(alert.id);
  };
  return (
    <div className="alert-row" data-testid={`alert-row-${alert.id}`} data-state={alert.state}>
      <div className="alert-main">
        <span className="alert-name">
          {name} <small>{alert.code}</small>
        </span>
        <span className="alert-condition" data-testid="alert-condition">
          {t(condition.key, condition.values)}
        </span>
        {alert.state === 'fired' ? (
          <small className="alert-fired" data-testid="alert-fired">
            {t('alerts.firedAt', { price: alert.fired_price ?? '', time: formatLocalTime(alert.fired_at, 'dayTime') })}
          </small>
        ) : null}
      </div>
      <div className="alert-side">
        <Tag color={alert.state === 'armed' ? 'primary' : 'default'} fill="outline" data-testid="alert-state">
          {t(alert.state === 'armed' ? 'alerts.armed' : 'alerts.fired')}
        </Tag>
        <span className="alert-buttons">
          {alert.state === 'fired' ? (
            <Button size="mini" color="primary" fill="outline" data-testid="alert-rearm" onClick={() => onRearm(alert.id)}>
              {t('alerts.rearm')}
            </Button>
          ) : null}
          <Button size="mini" color="danger" fill="none" data-testid="alert-remove" onClick={() => void confirmRemove()}>
            {t('alerts.remove')}
          </Button>
        </span>
      </div>
    </div>
  );
}
