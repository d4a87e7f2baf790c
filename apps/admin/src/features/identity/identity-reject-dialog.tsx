import { useState } from 'react';
import { identityRejectBody, REJECT_REASON_MAX, REJECT_REASON_MIN } from '@meridian/contract/identity';
import { DecisionDialog, ReasonField } from '../../components/decision-dialog';
import { useRejectIdentity } from './api/reject-identity';
import type { IdentitySubmission } from './api/get-identity';

type Props = { submission: IdentitySubmission; onClose: () => void };

export function IdentityRejectDialog({ submission, onClose }: Props) {
  const reject = useRejectIdentity();
  const [reason, setReason] = useState('');
  const body = { reason };

  return (
    <DecisionDialog
      title={`Reject ${submission.real_name}’s verification?`}
      submitLabel="Reject"
      pendingLabel="Rejecting…"
      pending={reject.isPending}
      ready={identityRejectBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: submission.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="identity-reject-dialog"
      submitTestId="identity-reject-confirm"
    >
      <p>
        <strong>{submission.user.username}</strong> sees this reason in the app and may submit again. Say what to fix
        (for example, “The back photo is blurred”).
      </p>
      <ReasonField
        label="Reason shown to the user"
        value={reason}
        onChange={setReason}
        min={REJECT_REASON_MIN}
        max={REJECT_REASON_MAX}
        testId="identity-reject-reason"
      />
    </DecisionDialog>
  );
}
