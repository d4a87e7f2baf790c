import { useState } from 'react';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { ipoCancelBody } from '@meridian/contract/ipo';
import { DecisionModal, ReasonInput } from '../../components/decision-modal';
import { useT } from '../../i18n/i18n';
import { useCancelIssue } from './api/cancel-issue';

type Props = { issue: AdminIpoIssue; onClose: () => void };

export function CancelIssueDialog({ issue, onClose }: Props) {
  const t = useT();
  const cancel = useCancelIssue();
  const [reason, setReason] = useState('');
  return (
    <DecisionModal
      title={t('ipo.cancel.title')}
      submitLabel={t('ipo.cancel.submit')}
      pending={cancel.isPending}
      ready={ipoCancelBody.safeParse({ reason }).success}
      danger
      error={cancel.error}
      onSubmit={() => cancel.mutate({ id: issue.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
      testId="ipo-cancel-dialog"
      submitTestId="ipo-cancel-submit"
    >
      <p>{t('ipo.cancel.explain', { name: issue.name, code: issue.code, n: issue.applications })}</p>
      <ReasonInput label={t('ipo.cancel.reason')} value={reason} onChange={setReason} min={1} max={500} testId="ipo-cancel-reason" />
    </DecisionModal>
  );
}
