import type { Deposit } from '@meridian/contract/funding';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { Section } from '../../../components/section.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { CopyRow } from './copy-row.tsx';
import { StateTag } from './state-tag.tsx';

/**
 * Where to send a manual bank transfer. The reference is what lets the operator match the money
 * to this user, so it is shown largest and the steps say to put it on the transfer.
 */
export function BankTransferDetails({ deposit: first, onAnother }: { deposit: Deposit; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deposit = useDeposit(first.id, true).data ?? first;
  const account = deposit.bank_transfer;
  return (
    <Section title={t('funding.transferDetails')} extra={<StateTag state={deposit.state} testId="deposit-state" />} testId="bank-transfer-details">
      <div className="deposit-amount" data-testid="deposit-amount">
        {formatMoney(deposit.amount)} {deposit.currency}
      </div>
      {account ? (
        <div className="copy-rows">
          <CopyRow label={t('funding.reference')} value={account.reference} testId="deposit-reference" strong />
          <CopyRow label={t('funding.houseBank')} value={account.bank_name} testId="deposit-bank" />
          <CopyRow label={t('funding.houseHolder')} value={account.holder} testId="deposit-holder" />
          <CopyRow label={t('funding.houseIban')} value={account.iban} testId="deposit-iban" />
        </div>
      ) : null}
      <ol className="steps" data-testid="deposit-steps">
        <li>{t('funding.stepTransfer', { amount: formatMoney(deposit.amount), currency: deposit.currency })}</li>
        <li>{t('funding.stepReference')}</li>
        <li>{t('funding.stepWait', { date: formatLocalTime(deposit.expires_at, 'date') })}</li>
      </ol>
      <div className="form-actions form-actions--row">
        <Button color="primary" fill="outline" data-testid="deposit-another" onClick={onAnother}>
          {t('funding.newDeposit')}
        </Button>
        <Button color="primary" data-testid="deposit-records" onClick={() => void navigate('/bankRecord')}>
          {t('common.records')}
        </Button>
      </div>
    </Section>
  );
}
