import type { Deposit, DepositMethod } from '@meridian/contract/funding';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useConfig } from '../../../lib/config.ts';
import { handleIdentityRequired } from '../../../lib/identity.ts';
import { amountProblem } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { BankTransferDetails } from './bank-transfer-details.tsx';
import { MinAmount } from './min-amount.tsx';

/**
 * A deposit: the amount, then either the house account and reference (bank transfer) or the
 * simulated provider's payment page (quick pay).
 */
export function DepositForm({ method, testPrefix }: { method: DepositMethod; testPrefix: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig().data;
  const create = useCreateDeposit();
  const { busy, run } = useSubmission();
  const [amount, setAmount] = useState('');
  const [made, setMade] = useState<Deposit>();

  if (made && method === 'bank_transfer') return <BankTransferDetails deposit={made} onAnother={() => setMade(undefined)} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(amount, { min: config?.min_transfer });
    if (problem) return toast(t(problem.key, problem.values ?? {}));
    const body = { method, amount: amount.trim() };
    try {
      const deposit = await run(body, (key) => create.mutateAsync({ body, key }));
      setAmount('');
      if (deposit.quick_pay) void navigate(deposit.quick_pay.pay_url);
      else setMade(deposit);
    } catch (error) {
      handleIdentityRequired(error);
    }
  };

  return (
    <form className="form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="field-hint" data-testid={`${testPrefix}-explain`}>
        {t(method === 'bank_transfer' ? 'funding.bankTransferExplain' : 'funding.quickPayExplain')}
      </p>
      <TextField
        label={`${t('common.amount')}${config ? ` (${config.currency})` : ''}`}
        placeholder={t('common.amountPlaceholder')}
        value={amount}
        onChange={setAmount}
        testId={`${testPrefix}-amount`}
        inputMode="decimal"
        hint={<MinAmount kind="transfer" />}
      />
      <div className="form-actions">
        <Button block color="primary" size="large" type="submit" loading={busy} data-testid={`${testPrefix}-submit`}>
          {t(method === 'bank_transfer' ? 'funding.getTransferDetails' : 'funding.continueToPay')}
        </Button>
      </div>
    </form>
  );
}
