import { useState } from 'react';
import { Form, Input } from 'antd';
import { confirmDepositBody, rejectDepositBody } from '@meridian/contract/funding';
import { DecisionModal, ReasonInput } from '../../components/decision-modal';
import { ProposedDialog } from '../../components/proposed-dialog';
import { formatMoney } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useConfirmDeposit } from './api/confirm-deposit';
import type { AdminDeposit } from './api/get-deposits';
import { useRejectDeposit } from './api/reject-deposit';

type Props = { deposit: AdminDeposit; onClose: () => void };

function Who({ deposit }: { deposit: AdminDeposit }) {
  const t = useT();
  return (
    <p className="strong">
      {t('funding.deposit.summary', {
        reference: deposit.reference,
        user: `${deposit.user.username}${deposit.user.verified_name ? ` (${deposit.user.verified_name})` : ''}`,
        amount: `${formatMoney(deposit.amount)} ${deposit.currency}`,
      })}
    </p>
  );
}

/** "The money is in our account": credits what arrived, which may differ from what was announced. */
export function ConfirmDepositDialog({ deposit, onClose }: Props) {
  const t = useT();
  const confirm = useConfirmDeposit();
  const [received, setReceived] = useState('');
  // A note is required; the usual one is offered so a plain confirmation takes one click.
  const [note, setNote] = useState(() => t('funding.deposit.defaultNote'));
  const [proposal, setProposal] = useState<number | null>(null);
  const body = received.trim() === '' ? { note } : { received_amount: received.trim(), note };

  if (proposal !== null) return <ProposedDialog text={t('funding.deposit.proposed', { id: proposal })} onClose={onClose} testId="deposit-proposed" />;

  return (
    <DecisionModal
      title={t('funding.deposit.confirmTitle')}
      submitLabel={t('funding.deposit.confirmSubmit')}
      pending={confirm.isPending}
      ready={confirmDepositBody.safeParse(body).success}
      error={confirm.error}
      onSubmit={() => confirm.mutate({ id: deposit.id, body }, { onSuccess: (done) => (done.approval ? setProposal(done.approval.id) : onClose()) })}
      onClose={onClose}
      testId="deposit-confirm-dialog"
      submitTestId="deposit-confirm-submit"
    >
      <Who deposit={deposit} />
      <p className="muted">{t('funding.deposit.confirmExplain')}</p>
      <Form.Item label={t('funding.deposit.received', { currency: deposit.currency, amount: deposit.amount })}>
        <Input value={received} onChange={(event) => setReceived(event.target.value)} inputMode="decimal" placeholder={deposit.amount} data-testid="deposit-confirm-amount" />
      </Form.Item>
      <Form.Item label={t('funding.deposit.noteAudit')}>
        <Input value={note} onChange={(event) => setNote(event.target.value)} maxLength={200} data-testid="deposit-confirm-note" />
      </Form.Item>
    </DecisionModal>
  );
}

export function RejectDepositDialog({ deposit, onClose }: Props) {
  const t = useT();
  const reject = useRejectDeposit();
  const [reason, setReason] = useState('');
  const body = { reason };

  return (
    <DecisionModal
      title={t('funding.deposit.rejectTitle')}
      submitLabel={t('funding.deposit.rejectSubmit')}
      pending={reject.isPending}
      ready={rejectDepositBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: deposit.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="deposit-reject-dialog"
      submitTestId="deposit-reject-submit"
    >
      <Who deposit={deposit} />
      <p className="muted">{t('funding.deposit.rejectExplain')}</p>
      <ReasonInput
        label={t('funding.deposit.reasonText')}
        value={reason}
        onChange={setReason}
        min={5}
        max={200}
        placeholder={t('funding.deposit.reasonPlaceholder')}
        testId="deposit-reject-reason"
      />
    </DecisionModal>
  );
}
