import { useState } from 'react';
import { Form, Input } from 'antd';
import type { AdminInstrument } from '@meridian/contract/market';
import { DecisionModal } from '../../components/decision-modal';
import { useT } from '../../i18n/i18n';
import { useHaltInstrument } from './api/halt-instrument';

const REASON_MAX = 200;

type Props = { instrument: AdminInstrument; onClose: () => void };

/** Asks for the reason (kept in the audit log and shown with the halt) before halting. */
export function HaltDialog({ instrument, onClose }: Props) {
  const t = useT();
  const halt = useHaltInstrument();
  const [reason, setReason] = useState('');

  return (
    <DecisionModal
      title={t('instruments.haltTitle', { code: instrument.code, name: instrument.name })}
      submitLabel={t('instruments.haltSubmit')}
      pending={halt.isPending}
      ready={reason.trim() !== ''}
      danger
      error={halt.error}
      onSubmit={() => halt.mutate({ code: instrument.code, reason: reason.trim() }, { onSuccess: onClose })}
      onClose={onClose}
      testId="halt-dialog"
      submitTestId="halt-confirm"
    >
      <p>{t('instruments.haltExplain', { name: instrument.name })}</p>
      <Form.Item label={t('instruments.reason')}>
        <Input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          autoFocus
          placeholder={t('instruments.reasonPlaceholder')}
          data-testid="halt-reason-input"
        />
      </Form.Item>
    </DecisionModal>
  );
}
