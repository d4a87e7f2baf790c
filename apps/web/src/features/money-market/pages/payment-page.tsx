import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UnavailableNote } from '../../../components/unavailable-note.tsx';

/** Buying into the money-market balance: amount and trading password. */
export function PaymentPage() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  return (
    <div className="page">
      <PageHeader />
      <UnavailableNote />
      <div className="form-card">
        <TextField label={t('common.amount')} placeholder={t('common.amountPlaceholder')} value={amount} onChange={setAmount} testId="payment-amount" inputMode="decimal" disabled />
        <TextField
          label={t('common.tradingPassword')}
          placeholder={t('common.tradingPasswordPlaceholder')}
          value={payPassword}
          onChange={setPayPassword}
          testId="payment-pay-password"
          type="password"
          inputMode="numeric"
          maxLength={6}
          disabled
        />
        <div className="form-actions">
          <Button block color="primary" size="large" disabled data-testid="payment-submit">
            {t('moneyMarket.purchase')}
          </Button>
        </div>
      </div>
    </div>
  );
}
