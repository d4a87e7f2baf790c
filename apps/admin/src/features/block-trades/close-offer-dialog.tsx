import { useState } from 'react';
import type { AdminBlockTradeOffer } from '@meridian/contract/block-trades';
import { closeOfferBody } from '@meridian/contract/block-trades';
import { DecisionDialog, ReasonField } from '../../components/decision-dialog';
import { useCloseOffer } from './api/close-offer';

type Props = { offer: AdminBlockTradeOffer; onClose: () => void };

export function CloseOfferDialog({ offer, onClose }: Props) {
  const close = useCloseOffer();
  const [reason, setReason] = useState('');
  return (
    <DecisionDialog
      title="Close this offer early?"
      submitLabel="Close offer"
      pendingLabel="Closing…"
      pending={close.isPending}
      ready={closeOfferBody.safeParse({ reason }).success}
      danger
      error={close.error}
      onSubmit={() => close.mutate({ id: offer.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
      testId="bt-close-dialog"
      submitTestId="bt-close-submit"
    >
      <p>
        <strong>
          {offer.name} {offer.code}
        </strong>{' '}
        at {offer.price}: {offer.remaining_quantity} of {offer.total_quantity} shares remain. Closing stops further purchases now; the{' '}
        {offer.purchases} purchases already made stand. The action is recorded in the audit log.
      </p>
      <ReasonField label="Reason (recorded in the audit log)" value={reason} onChange={setReason} min={1} max={500} testId="bt-close-reason" />
    </DecisionDialog>
  );
}
