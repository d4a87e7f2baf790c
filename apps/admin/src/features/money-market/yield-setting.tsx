import { useState } from 'react';
import { Alert, Button, Card, Input, Table, Typography } from 'antd';
import { MONEY_MARKET_MAX_RATE_BP } from '@meridian/contract/money-market';
import { ErrorMessage } from '../../components/error-message';
import { useT } from '../../i18n/i18n';
import { useCan } from '../auth/use-can';
import { useSetYield, useYield } from './api/yield';

/**
 * The product's annual rate. A change is a proposal: in force from the day (Asia/Shanghai) a
 * second operator approves it; days before keep their rate. Both steps are audited.
 */
export function YieldSetting() {
  const t = useT();
  const canPropose = useCan('markets');
  const current = useYield();
  const save = useSetYield();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const data = current.data;

  const submit = () => {
    const value = draft.trim();
    const found = !/^\d{1,5}$/.test(value)
      ? t('mm.yield.rule')
      : Number(value) > MONEY_MARKET_MAX_RATE_BP
        ? t('mm.yield.max', { max: MONEY_MARKET_MAX_RATE_BP })
        : null;
    setProblem(found);
    if (found === null) save.mutate(Number(value), { onSuccess: () => setDraft('') });
  };

  return (
    <Card className="card" title={t('mm.yield.title')} data-testid="mm-yield-setting">
      <ErrorMessage error={current.error} />
      {data && (
        <p className="muted">
          {t('mm.yield.source')} <strong data-testid="mm-yield-source">{data.source === 'operator' ? t('mm.yield.operator') : t('mm.yield.simulated')}</strong> ·{' '}
          {t('mm.yield.today', { day: data.today })} <strong data-testid="mm-yield-current">{data.current_rate} %</strong> ({data.current_rate_bp} bp) ·{' '}
          {t('mm.yield.sevenDay')} <strong data-testid="mm-yield-seven-day">{data.seven_day_yield} %</strong> · {t('mm.yield.default', { bp: data.default_rate_bp })}
        </p>
      )}
      {data?.source === 'operator' && (
        <>
          <Alert type="info" showIcon className="form-notice" title={t('settings.proposalNotice')} data-testid="mm-yield-proposal-notice" />
          {canPropose ? (
            <form className="toolbar" onSubmit={(event) => (event.preventDefault(), submit())}>
              <Input
                inputMode="numeric"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t('mm.yield.placeholder')}
                aria-label={t('mm.yield.label')}
                style={{ maxWidth: 240 }}
                data-testid="mm-yield-input"
              />
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="mm-yield-save">
                {t('mm.yield.propose')}
              </Button>
              {save.isSuccess && (
                <span className="success" role="status" data-testid="mm-yield-saved">
                  {t('settings.proposed', { id: save.data.id })}
                </span>
              )}
            </form>
          ) : (
            <Typography.Text type="secondary">{t('settings.notAllowed')}</Typography.Text>
          )}
        </>
      )}
      <ErrorMessage error={problem === null ? save.error : new Error(problem)} testId="mm-yield-error" />
      {data && data.schedule.length > 0 && (
        <Table
          data-testid="mm-yield-schedule"
          rowKey="from"
          size="small"
          pagination={false}
          dataSource={data.schedule}
          style={{ maxWidth: 420 }}
          columns={[
            { title: t('mm.yield.from'), dataIndex: 'from' },
            { title: t('mm.yield.bp'), dataIndex: 'bp', align: 'right' },
          ]}
        />
      )}
    </Card>
  );
}
