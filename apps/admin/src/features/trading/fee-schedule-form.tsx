import { useState } from 'react';
import { Alert, Card, Form, Input } from 'antd';
import { feeSchedule, type FeeSchedule } from '@meridian/contract/trading';
import { DecisionModal } from '../../components/decision-modal';
import { ErrorMessage } from '../../components/error-message';
import { ProposeActions } from '../../components/propose-actions';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useCan } from '../auth/use-can';
import { describeFees } from './settings-summary';
import { useFees, useSetFees } from './api/fees';
import { percentToPpm, ppmToPercent } from './rates';

type Draft = { commission: string; commissionMin: string; transfer: string; stamp: string };

const draftOf = (fees: FeeSchedule): Draft => ({
  commission: ppmToPercent(fees.commission_rate_ppm),
  commissionMin: fees.commission_min,
  transfer: ppmToPercent(fees.transfer_fee_rate_ppm),
  stamp: ppmToPercent(fees.stamp_duty_rate_ppm),
});

/** The schedule as the contract takes it, or the key of a message for the operator. The server checks again. */
function scheduleOf(draft: Draft): FeeSchedule | MessageKey {
  const commission = percentToPpm(draft.commission ?? '');
  const transfer = percentToPpm(draft.transfer ?? '');
  const stamp = percentToPpm(draft.stamp ?? '');
  if (commission === null || transfer === null || stamp === null) return 'fees.rateRule';
  const body = { commission_rate_ppm: commission, commission_min: (draft.commissionMin ?? '').trim(), transfer_fee_rate_ppm: transfer, stamp_duty_rate_ppm: stamp };
  const parsed = feeSchedule.safeParse(body);
  return parsed.success ? parsed.data : 'fees.rangeRule';
}

const ROWS = [
  { key: 'commission', label: 'fees.commission', hint: 'fees.commissionHint', testId: 'fees-commission' },
  { key: 'commissionMin', label: 'fees.commissionMin', hint: 'fees.commissionMinHint', testId: 'fees-commission-min' },
  { key: 'transfer', label: 'fees.transfer', hint: 'fees.transferHint', testId: 'fees-transfer' },
  { key: 'stamp', label: 'fees.stamp', hint: 'fees.stampHint', testId: 'fees-stamp' },
] as const satisfies readonly { key: keyof Draft; label: MessageKey; hint: MessageKey; testId: string }[];

function FeeEditor({ current }: { current: FeeSchedule }) {
  const t = useT();
  const canPropose = useCan('markets');
  const save = useSetFees();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [pending, setPending] = useState<FeeSchedule | null>(null);

  const submit = (draft: Draft) => {
    const body = scheduleOf(draft);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    save.reset();
    setPending(body);
  };

  return (
    <>
      <Form<Draft> layout="vertical" initialValues={draftOf(current)} onFinish={submit} data-testid="fees-form">
        <div className="form-grid">
          {ROWS.map((row) => (
            <Form.Item key={row.key} name={row.key} label={t(row.label)} extra={t(row.hint)} rules={[{ required: true, whitespace: true, message: t('fees.required') }]}>
              <Input inputMode="decimal" data-testid={row.testId} />
            </Form.Item>
          ))}
        </div>
        <ErrorMessage error={problem === null ? null : new Error(t(problem))} testId="fees-error" />
        <ProposeActions canPropose={canPropose} label={t('fees.propose')} proposalId={save.isSuccess ? save.data.id : undefined} testPrefix="fees" />
      </Form>
      {pending && (
        <DecisionModal
          title={t('fees.confirmTitle')}
          submitLabel={t('settings.proposeSubmit')}
          pending={save.isPending}
          ready
          error={save.error}
          onSubmit={() => save.mutate(pending, { onSuccess: () => setPending(null) })}
          onClose={() => setPending(null)}
          testId="fees-confirm-dialog"
          submitTestId="fees-confirm"
        >
          <p>{t('fees.confirmExplain', { summary: describeFees(t, pending) })}</p>
          <p className="muted small">{t('settings.fourEyes')}</p>
        </DecisionModal>
      )}
    </>
  );
}

/** Operators propose the fee schedule; the ticket shows the one in force to users before they confirm (docs/design.md, Market and orders). */
export function FeeScheduleForm() {
  const t = useT();
  const fees = useFees();
  return (
    <Card className="card" title={t('fees.title')} data-testid="fees-card">
      <p className="muted">
        {t('settings.inForce')} <strong data-testid="fees-current">{fees.data ? describeFees(t, fees.data) : '…'}</strong>. {t('fees.rounding')}
      </p>
      <Alert type="info" showIcon className="form-notice" title={t('settings.proposalNotice')} data-testid="fees-proposal-notice" />
      <ErrorMessage error={fees.error} />
      {/* Mounted once the value is known, so the form starts from the schedule in force. */}
      {fees.data && <FeeEditor current={fees.data} />}
    </Card>
  );
}
