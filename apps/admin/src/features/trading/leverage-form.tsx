import { useState } from 'react';
import { Alert, Card, Checkbox, Form, Input, InputNumber } from 'antd';
import { leverageSettings, type LeverageSettings } from '@meridian/contract/trading';
import { DecisionModal } from '../../components/decision-modal';
import { ErrorMessage } from '../../components/error-message';
import { ProposeActions } from '../../components/propose-actions';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useCan } from '../auth/use-can';
import { describeLeverage } from './settings-summary';
import { useLeverage, useSetLeverage } from './api/leverage';
import { bpToPercent, percentToBp } from './rates';

const MULTIPLIERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type Draft = { multipliers: number[]; rate: string; marginCall: number | null; maintenance: number | null };

const draftOf = (s: LeverageSettings): Draft => ({
  multipliers: [...new Set([1, ...s.multipliers])],
  rate: bpToPercent(s.annual_rate_bp),
  marginCall: s.margin_call_pct,
  maintenance: s.maintenance_pct,
});

function settingsOf(draft: Draft): LeverageSettings | MessageKey {
  const rate = percentToBp(draft.rate ?? '');
  if (rate === null) return 'leverage.rateRule';
  const body = {
    multipliers: [...new Set([1, ...(draft.multipliers ?? [])])].sort((a, b) => a - b),
    annual_rate_bp: rate,
    margin_call_pct: draft.marginCall,
    maintenance_pct: draft.maintenance,
  };
  const parsed = leverageSettings.safeParse(body);
  if (!parsed.success) return 'leverage.rangeRule';
  if (parsed.data.maintenance_pct >= parsed.data.margin_call_pct) return 'leverage.orderRule';
  // The server's rule: a new position at the largest multiplier must not start in a margin call.
  const top = parsed.data.multipliers.at(-1) ?? 1;
  if (top > 1 && parsed.data.margin_call_pct * top >= 100) return 'leverage.callRule';
  return parsed.data;
}

function LeverageEditor({ current }: { current: LeverageSettings }) {
  const t = useT();
  const canPropose = useCan('markets');
  const save = useSetLeverage();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [pending, setPending] = useState<LeverageSettings | null>(null);

  const submit = (draft: Draft) => {
    const body = settingsOf(draft);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    save.reset();
    setPending(body);
  };

  return (
    <>
      <Form<Draft> layout="vertical" initialValues={draftOf(current)} onFinish={submit} data-testid="leverage-form">
        <Form.Item name="multipliers" label={t('leverage.multipliers')} extra={t('leverage.multipliersHint')}>
          <Checkbox.Group>
            {MULTIPLIERS.map((m) => (
              <Checkbox key={m} value={m} disabled={m === 1} data-testid={`leverage-multiplier-${m}`}>
                {m}×
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <div className="form-grid">
          <Form.Item name="rate" label={t('leverage.rate')} rules={[{ required: true, whitespace: true, message: t('leverage.rateRule') }]}>
            <Input inputMode="decimal" data-testid="leverage-rate" />
          </Form.Item>
          <Form.Item name="marginCall" label={t('leverage.marginCall')} rules={[{ required: true, message: t('leverage.rangeRule') }]}>
            <InputNumber min={1} max={100} step={1} precision={0} style={{ width: '100%' }} data-testid="leverage-margin-call" />
          </Form.Item>
          <Form.Item name="maintenance" label={t('leverage.closeOut')} rules={[{ required: true, message: t('leverage.rangeRule') }]}>
            <InputNumber min={1} max={100} step={1} precision={0} style={{ width: '100%' }} data-testid="leverage-maintenance" />
          </Form.Item>
        </div>
        <ErrorMessage error={problem === null ? null : new Error(t(problem))} testId="leverage-error" />
        <ProposeActions canPropose={canPropose} label={t('leverage.propose')} proposalId={save.isSuccess ? save.data.id : undefined} testPrefix="leverage" />
      </Form>
      {pending && (
        <DecisionModal
          title={t('leverage.confirmTitle')}
          submitLabel={t('settings.proposeSubmit')}
          pending={save.isPending}
          ready
          danger={pending.multipliers.length > current.multipliers.length}
          error={save.error}
          onSubmit={() => save.mutate(pending, { onSuccess: () => setPending(null) })}
          onClose={() => setPending(null)}
          testId="leverage-confirm-dialog"
          submitTestId="leverage-confirm"
        >
          <p>{t('leverage.confirmExplain', { summary: describeLeverage(t, pending) })}</p>
          <p className="muted small">{t('settings.fourEyes')}</p>
        </DecisionModal>
      )}
    </>
  );
}

/** Which multipliers users may choose, the interest on the borrowed part, and the margin levels. */
export function LeverageForm() {
  const t = useT();
  const settings = useLeverage();
  return (
    <Card className="card" title={t('leverage.title')} data-testid="leverage-card">
      <p className="muted">
        {t('settings.inForce')} <strong data-testid="leverage-current">{settings.data ? describeLeverage(t, settings.data) : '…'}</strong>.
      </p>
      <Alert type="info" showIcon className="form-notice" title={t('settings.proposalNotice')} />
      <ErrorMessage error={settings.error} />
      {settings.data && <LeverageEditor current={settings.data} />}
    </Card>
  );
}
