import { useState } from 'react';
import { Button, Card, InputNumber, Space } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { isApiError } from '../../lib/request';
import { useLang, useT } from '../../i18n/i18n';
import { useAdvanceDemoClock, useDemoClock } from './api/demo-clock';

const STEPS = [
  { hours: 1, label: 'demoClock.hour' },
  { hours: 24, label: 'demoClock.day' },
  { hours: 24 * 7, label: 'demoClock.week' },
] as const;

const LOCALE = { en: 'en-GB', zh_cn: 'zh-CN', de: 'de-DE' } as const;

/**
 * Demo mode's time machine: moves the server clock forward so that T+1 settlement, a new issue's
 * draw and listing, or money-market income can be shown without waiting. Forward only, audited.
 */
export function DemoClockPage() {
  const t = useT();
  const lang = useLang();
  const clock = useDemoClock();
  const advance = useAdvanceDemoClock();
  const [hours, setHours] = useState<number | null>(null);
  const shanghai = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'full',
      timeStyle: 'medium',
    }).format(new Date(iso));

  if (isApiError(clock.error) && clock.error.status === 404) {
    return (
      <section>
        <h1>{t('nav.demoClock')}</h1>
        <p className="muted" data-testid="demo-clock-off">
          {t('demoClock.off')}
        </p>
      </section>
    );
  }

  const customValid = hours !== null && Number.isInteger(hours) && hours >= 1 && hours <= 24 * 400;
  return (
    <section>
      <h1>{t('nav.demoClock')}</h1>
      <Card className="card">
        <p>
          {t('demoClock.serverTime')} <strong data-testid="demo-clock-now">{clock.data ? shanghai(clock.data.now) : '…'}</strong>
        </p>
        <p className="muted">
          {t('demoClock.tradingDay')} <span data-testid="demo-clock-day">{clock.data?.trading_day ?? '…'}</span>
          {clock.data && clock.data.offset_ms > 0 && <> · {t('demoClock.ahead', { h: Math.round(clock.data.offset_ms / 3600_000) })}</>}
        </p>
        <Space wrap className="toolbar">
          {STEPS.map((step) => (
            <Button key={step.hours} type="primary" disabled={advance.isPending} onClick={() => advance.mutate(step.hours)} data-testid={`demo-clock-advance-${step.hours}`}>
              {t(step.label)}
            </Button>
          ))}
          <InputNumber<number>
            min={1}
            max={24 * 400}
            precision={0}
            value={hours}
            onChange={setHours}
            placeholder={t('demoClock.hours')}
            aria-label={t('demoClock.hoursLabel')}
            data-testid="demo-clock-hours"
          />
          <Button disabled={!customValid || advance.isPending} onClick={() => hours !== null && advance.mutate(hours)} data-testid="demo-clock-advance">
            {t('demoClock.move')}
          </Button>
        </Space>
        <ErrorMessage error={clock.error ?? advance.error} testId="demo-clock-error" />
        <p className="muted small">{t('demoClock.explain')}</p>
      </Card>
    </section>
  );
}
