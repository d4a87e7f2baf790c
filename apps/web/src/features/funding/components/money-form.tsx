import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field.tsx';
import { UnavailableNote } from '../../../components/unavailable-note.tsx';
import { MinAmount } from './min-amount.tsx';

/**
 * The shape of every money movement form (card, amount, trading password). Shown disabled until
 * the funding module's endpoints exist.
 */
export function MoneyForm({ kind, submitLabel, testPrefix }: { kind: 'transfer' | 'withdraw'; submitLabel: string; testPrefix: string }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  return (
    <>
      <UnavailableNote />
      <div className="form-card">
        <TextField label={t('funding.selectCard')} placeholder={t('funding.selectCardPlaceholder')} value="" onChange={() => undefined} testId={`${testPrefix}-card`} disabled />
        <TextField
          label={t('common.amount')}
          placeholder={t('common.amountPlaceholder')}
          value={amount}
          onChange={setAmount}
          testId={`${testPrefix}-amount`}
          inputMode="decimal"
          hint={<MinAmount kind={kind} />}
          disabled
        />
        <TextField
          label={t('common.tradingPassword')}
          placeholder={t('common.tradingPasswordPlaceholder')}
          value={payPassword}
          onChange={setPayPassword}
          testId={`${testPrefix}-pay-password`}
          type="password"
          inputMode="numeric"
          maxLength={6}
          disabled
        />
        <div className="form-actions">
          <Button block color="primary" size="large" disabled data-testid={`${testPrefix}-submit`}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </>
  );
}
