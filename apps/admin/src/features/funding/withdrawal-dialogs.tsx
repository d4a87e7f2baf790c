import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { approveWithdrawalBody, rejectWithdrawalBody, WITHDRAWAL_REJECT_REASONS, type WithdrawalRejectReason } from '@meridian/contract/funding';
import { DecisionModal, ReasonInput } from '../../components/decision-modal';
import { ProposedDialog } from '../../components/proposed-dialog';
import { formatMoney } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useApproveWithdrawal } from './api/approve-withdrawal';
import type { AdminWithdrawal } from './api/get-withdrawals';
import { useRejectWithdrawal } from './api/reject-withdrawal';

type Props = { withdrawal: AdminWithdrawal; onClose: () => void };

function Summary({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const t = useT();
  return (
    <p className="strong">
      {t('funding.withdrawal.summary', {
        amount: `${formatMoney(withdrawal.amount)} ${withdrawal.currency}`,
        user: withdrawal.user.username,
        holder: withdrawal.payout.holder,
        bank: withdrawal.payout.bank,
        iban: withdrawal.payout.iban,
      })}
    </p>
  );
}

/**
 * Paid out: the held amount leaves the user's account for the bank. Above the single-operator
 * limit (`second_approval`) the dialog says from the start that the approval is a proposal.
 */
export function ApproveWithdrawalDialog({ withdrawal, onClose }: Props) {
  const t = useT();
  const approve = useApproveWithdrawal();
  const [note, setNote] = useState('');
  const [proposal, setProposal] = useState<number | null>(null);
  const body = { note };
  const texts = withdrawal.second_approval
    ? ({ title: 'funding.withdrawal.proposeTitle', submit: 'funding.withdrawal.proposeSubmit', explain: 'funding.withdrawal.proposeExplain' } as const)
    : ({ title: 'funding.withdrawal.approveTitle', submit: 'funding.withdrawal.approveSubmit', explain: 'funding.withdrawal.approveExplain' } as const);

  if (proposal !== null) return <ProposedDialog text={t('funding.withdrawal.proposed', { id: proposal })} onClose={onClose} testId="withdrawal-proposed" />;

  return (
    <DecisionModal
      open
      title={t(texts.title)}
      submitLabel={t(texts.submit)}
      pending={approve.isPending}
      ready={approveWithdrawalBody.safeParse(body).success}
      error={approve.error}
      onSubmit={() => approve.mutate({ id: withdrawal.id, body }, { onSuccess: (done) => (done.approval ? setProposal(done.approval.id) : onClose()) })}
      onClose={onClose}
      testId="withdrawal-approve-dialog"
      submitTestId="withdrawal-approve-submit"
    >
      <Summary withdrawal={withdrawal} />
      <p className="muted">{t(texts.explain)}</p>
      <Form.Item label={t('common.noteAudit')}>
        <Input value={note} onChange={(event) => setNote(event.target.value)} maxLength={200} data-testid="withdrawal-approve-note" />
      </Form.Item>
    </DecisionModal>
  );
}

/** Refused: the user sees the code (in their language) and the text; the held amount is released. */
export function RejectWithdrawalDialog({ withdrawal, onClose }: Props) {
  const t = useT();
  const reject = useRejectWithdrawal();
  const [code, setCode] = useState<WithdrawalRejectReason>('other');
  const [reason, setReason] = useState('');
  const body = { reason_code: code, reason };

  return (
    <DecisionModal
      open
      title={t('funding.withdrawal.rejectTitle')}
      submitLabel={t('funding.withdrawal.rejectSubmit')}
      pending={reject.isPending}
      ready={rejectWithdrawalBody.safeParse(body).success}
      danger
      error={reject.error}
      onSubmit={() => reject.mutate({ id: withdrawal.id, body }, { onSuccess: onClose })}
      onClose={onClose}
      testId="withdrawal-reject-dialog"
      submitTestId="withdrawal-reject-submit"
    >
      <Summary withdrawal={withdrawal} />
      <p className="muted">{t('funding.withdrawal.rejectExplain')}</p>
      <Form.Item label={t('funding.withdrawal.reasonCode')}>
        <Select<WithdrawalRejectReason>
          value={code}
          onChange={setCode}
          options={WITHDRAWAL_REJECT_REASONS.map((value) => ({ value, label: t(`funding.withdrawal.reason.${value}`) }))}
          data-testid="withdrawal-reject-code"
        />
      </Form.Item>
      <ReasonInput
        label={t('funding.withdrawal.reasonText')}
        value={reason}
        onChange={setReason}
        min={5}
        max={200}
        placeholder={t('funding.withdrawal.reasonPlaceholder')}
        testId="withdrawal-reject-reason"
      />
    </DecisionModal>
  );
}
