import { useState } from 'react';
import { identityRejectBody, REJECT_REASON_MAX, REJECT_REASON_MIN } from '@meridian/contract/identity';
import { DecisionModal, ReasonInput } from '../../components/decision-modal';
import { useT } from '../../i18n/i18n';
import { useRejectIdentity } from './api/reject-identity';
import type { IdentitySubmission } from './api/get-identity';

type Props = { submission: IdentitySubmission; onClose: () => void };

export function IdentityRejectDialog({ submission, onClose }: Props) {
  const t = useT();
  const reject = useRejectIdentity();
  const [reason, setReason] = useState('');
  const body = { reason };

  return (
    <DecisionModal
      title={t('identity.rejectTitle', { name: submission.real_name })}
      submitLabel={t('identity.rejectSubmit')}
      pending={reject.isPending}
      ready={identityRejectBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: submission.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="identity-reject-dialog"
      submitTestId="identity-reject-confirm"
    >
      <p>{t('identity.rejectExplain', { user: submission.user.username })}</p>
      <ReasonInput label={t('identity.reasonText')} value={reason} onChange={setReason} min={REJECT_REASON_MIN} max={REJECT_REASON_MAX} testId="identity-reject-reason" />
    </DecisionModal>
  );
}
