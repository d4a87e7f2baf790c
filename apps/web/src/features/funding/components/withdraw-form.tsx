import type { Withdrawal } from '@meridian/contract/funding';
import { Button, Selector } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useAccountSummary } from '../../../lib/account-summary.ts';
import { useConfig } from '../../../lib/config.ts';
import { handleIdentityRequired } from '../../../lib/identity.ts';
import { amountProblem, formatMoney } from '../../../lib/money.ts';
import { useSession } from '../../../lib/session.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useCards } from '../api/get-cards.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { MinAmount } from './min-amount.tsx';
import { StateTag } from './state-tag.tsx';
import { PayPasswordField } from '../../../components/pay-password-field.tsx';

function Submitted({ withdrawal, onAnother }: { withdrawal: Withdrawal; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Section title={t('funding.withdrawSubmitted')} extra={<StateTag state={withdrawal.state} testId="withdrawal-state" />} testId="withdrawal-submitted">
      <div className="deposit-amount" data-testid="withdrawal-amount">
        {formatMoney(withdrawal.amount)} {withdrawal.currency}
      </div>
      <p className="field-hint">{t('funding.withdrawPendingHint', { card: `${withdrawal.card.bank} ${withdrawal.card.iban_masked}` })}</p>
      <div className="form-actions form-actions--row">
        <Button color="primary" fill="outline" onClick={onAnother}>
          {t('funding.newWithdrawal')}
        </Button>
        <Button color="primary" data-testid="withdrawal-records" onClick={() => void navigate('/bankRecord?type=out')}>
          {t('common.records')}
        </Button>
      </div>
    </Section>
  );
}

/** A withdrawal to a bound card with the trading password; the amount is frozen until an operator pays it out. */
export function WithdrawForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig().data;
  const summary = useAccountSummary().data;
  const cards = useCards();
  const hasPayPassword = useSession((s) => s.userinfo?.has_pay_password ?? false);
  const create = useCreateWithdrawal();
  const { busy, run } = useSubmission();
  const [cardId, setCardId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [made, setMade] = useState<Withdrawal>();

  if (made) return <Submitted withdrawal={made} onAnother={() => setMade(undefined)} />;
  if (!cards.data) return <PageLoading inline />;
  const list = cards.data.list;
  const chosen = cardId ?? (list.length === 1 ? list[0]?.id : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return toast(t('validation.selectBankCard'));
    const problem = amountProblem(amount, { zeroKey: 'validation.withdrawZero', min: config?.min_withdraw, max: summary?.withdrawable, maxKey: 'money.overAvailable' });
    if (problem) return toast(t(problem.key, problem.values ?? {}));
    if (!hasPayPassword) return toast(t('validation.setPayPassword'));
    if (!payPassword) return toast(t('validation.enterTradingPassword'));
    const body = { card_id: chosen, amount: amount.trim(), pay_password: payPassword };
    try {
      const withdrawal = await run(body, (key) => create.mutateAsync({ body, key }));
      toastSuccess(t(withdrawal.state === 'pending' ? 'funding.withdrawRequested' : 'funding.withdrawSuccess'));
      setMade(withdrawal);
      setAmount('');
      setPayPassword('');
    } catch (error) {
      handleIdentityRequired(error);
    }
  };

  if (list.length === 0) {
    return (
      <Section testId="withdraw-no-card">
        <EmptyState title={t('validation.bindCard')} />
        <Button block color="primary" size="large" data-testid="withdraw-bind-card" onClick={() => void navigate('/ucenter/bank')}>
          {t('funding.addCard')}
        </Button>
      </Section>
    );
  }

  return (
    <form className="form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="field">
        <span className="field-label">{t('funding.selectCard')}</span>
        <Selector
          columns={1}
          value={chosen ? [chosen] : []}
          onChange={(values) => setCardId(values[0])}
          options={list.map((card) => ({
            value: card.id,
            label: (
              <span data-testid="withdraw-card" data-card-id={card.id}>
                {card.bank} · {card.iban_masked}
              </span>
            ),
          }))}
        />
      </div>
      <div className="available" data-testid="withdraw-available">
        {t('common.labelled', { label: t('account.withdrawable') })}<strong>{summary ? `${formatMoney(summary.withdrawable)} ${summary.currency}` : '–'}</strong>
      </div>
      <TextField
        label={t('common.amount')}
        placeholder={t('common.amountPlaceholder')}
        value={amount}
        onChange={setAmount}
        testId="withdraw-amount"
        inputMode="decimal"
        hint={<MinAmount kind="withdraw" />}
        extra={
          summary ? (
            <button type="button" className="link" data-testid="withdraw-all" onClick={() => setAmount(summary.withdrawable)}>
              {t('funding.all')}
            </button>
          ) : null
        }
      />
      {hasPayPassword ? (
        <PayPasswordField value={payPassword} onChange={setPayPassword} testId="withdraw-pay-password" />
      ) : (
        <p className="field-hint">
          {t('validation.setPayPassword')}{' '}
          <button type="button" className="link" data-testid="withdraw-set-pay-password" onClick={() => void navigate('/payPwd')}>
            {t('funding.setNow')}
          </button>
        </p>
      )}
      <div className="form-actions">
        <Button block color="primary" size="large" type="submit" loading={busy} data-testid="withdraw-submit">
          {t('funding.withdraw')}
        </Button>
      </div>
    </form>
  );
}
