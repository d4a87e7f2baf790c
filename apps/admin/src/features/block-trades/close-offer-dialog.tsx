import { useState } from 'react';
import type { AdminBlockTradeOffer } from '@meridian/contract/block-trades';
import { closeOfferBody } from '@meridian/contract/block-trades';
import { DecisionModal, ReasonInput } from '../../components/decision-modal';
import { useT } from '../../i18n/i18n';
import { useCloseOffer } from './api/close-offer';

type Props = { offer: AdminBlockTradeOffer; onClose: () => void };

export function CloseOfferDialog({ offer, onClose }: Props) {
  const t = useT();
  const close = useCloseOffer();
  const [reason, setReason] = useState('');
  return (
    <DecisionModal
      title={t('bt.close.title')}
      submitLabel={t('bt.close.submit')}
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
        {t('bt.close.explain', {
          offer: `${offer.name} ${offer.code}`,
          price: offer.price,
          remaining: offer.remaining_quantity,
          total: offer.total_quantity,
          purchases: offer.purchases,
        })}
      </p>
      <ReasonInput label={t('bt.close.reason')} value={reason} onChange={setReason} min={1} max={500} testId="bt-close-reason" />
    </DecisionModal>
  );
}
