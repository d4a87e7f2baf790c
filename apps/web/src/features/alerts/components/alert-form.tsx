import { ALERT_KINDS, ALERT_PCT_MAX, type AlertKind } from '@meridian/contract/alerts-rules';
import type { QuoteDetail } from '@meridian/contract/market';
import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { decimalPoint, formatDecimal } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useAlertChanges } from '../api/change-alerts.ts';
import { ALERT_VALUE } from '../condition.ts';

const KIND_LABEL: Record<AlertKind, string> = { price_above: 'alerts.kindAbove', price_below: 'alerts.kindBelow', change_pct: 'alerts.kindChange' };

/**
 * A new alert for one stock: above or below a price, or a daily move of ±%. The server refuses a
 * level already reached (it would fire at once); the form only checks the number's shape.
 */
export function AlertForm({ stock }: { stock: QuoteDetail }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AlertKind>('price_above');
  const [value, setValue] = useState('');
  const { create } = useAlertChanges();
  const valid = ALERT_VALUE.test(value.trim()) && Number(value) > 0 && (kind !== 'change_pct' || Number(value) <= ALERT_PCT_MAX);
  const submit = async () => {
    await create.mutateAsync({ code: stock.code, kind, value: value.trim() });
    setValue('');
    toastSuccess(t('alerts.saved'));
  };
  return (
    <div className="alert-form" data-testid="alert-form">
      <p className="alert-last">
        {t('alerts.lastPrice')} <strong data-testid="alert-last-price" data-value={stock.price}>
          {formatDecimal(stock.price)}
        </strong>
      </p>
      <Selector
        columns={3}
        value={[kind]}
        onChange={(v) => v[0] && setKind(v[0])}
        options={ALERT_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
        data-testid="alert-kind"
      />
      <div className="alert-value">
        <Input
          value={value}
          onChange={(typed) => setValue(decimalPoint(typed))}
          inputMode="decimal"
          placeholder={kind === 'change_pct' ? t('alerts.pctPlaceholder', { max: ALERT_PCT_MAX }) : t('alerts.pricePlaceholder')}
          data-testid="alert-value"
        />
        <span className="alert-unit">{kind === 'change_pct' ? '%' : ''}</span>
      </div>
      <Button block color="primary" disabled={!valid} loading={create.isPending} data-testid="alert-submit" onClick={() => void submit().catch(() => undefined)}>
        {t('alerts.set')}
      </Button>
    </div>
  );
}
