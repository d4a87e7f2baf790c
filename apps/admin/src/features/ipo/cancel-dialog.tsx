import { useState } from 'react';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { ipoCancelBody } from '@meridian/contract/ipo';
import { DecisionDialog, ReasonField } from '../../components/decision-dialog';
import { useCancelIssue } from './api/cancel-issue';

type Props = { issue: AdminIpoIssue; onClose: () => void };

export function CancelIssueDialog({ issue, onClose }: Props) {
  const cancel = useCancelIssue();
  const [reason, setReason] = useState('');
  return (
    <DecisionDialog
      title="Cancel this issue?"
      submitLabel="Cancel the issue"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      ready={ipoCancelBody.safeParse({ reason }).success}
      danger
      error={cancel.error}
      onSubmit={() => cancel.mutate({ id: issue.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
      testId="ipo-cancel-dialog"
      submitTestId="ipo-cancel-submit"
    >
      <p>
        <strong>{issue.name}</strong> ({issue.code}) has {issue.applications} application{issue.applications === 1 ? '' : 's'}. They
        become void and each applicant reads your reason; no money was held, so none moves. The draw’s seed is published
        with the cancellation, so anyone can see what the draw would have given.
      </p>
      <ReasonField label="Reason shown to the applicants" value={reason} onChange={setReason} min={1} max={500} testId="ipo-cancel-reason" />
    </DecisionDialog>
  );
}
