import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useAccountSummary } from '../../../lib/account-summary.ts';
import { formatMarketDay } from '../../../lib/date.ts';
import { amountProblem, formatMoney, formatPercent } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useMoneyMarketSummary } from '../api/get-summary.ts';
import { usePurchase } from '../api/purchase.ts';
import '../money-market.css';
import { PayPasswordField } from '../../../components/pay-password-field.tsx';

/** /payment — buying into the money-market balance from available cash, with the trading password. */
export function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountRead = useAccountSummary();
  const summaryRead = useMoneyMarketSummary();
  const account = accountRead.data;
  const summary = summaryRead.data;
  const purchase = usePurchase();
  const { busy, run } = useSubmission();
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');

  if (!account || !summary) return <div className="page"><PageHeader /><PageLoading inline reads={[accountRead, summaryRead]} /></div>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(amount, { max: account.available, maxKey: 'moneyMarket.overAvailable' });
    if (problem) return toast(t(problem.key, problem.values ?? {}));
    if (!payPassword) return toast(t('validation.enterTradingPassword'));
    const body = { amount: amount.trim(), pay_password: payPassword };
    try {
      const made = await run(body, (key) => purchase.mutateAsync({ body, key }));
      // Money is frozen now and moves into the fund on its confirmation day: say that, not "done".
      toastSuccess(made.state === 'confirmed' ? t('moneyMarket.purchaseSuccessful') : t('moneyMarket.purchaseSubmitted', { day: formatMarketDay(made.confirm_day) }));
      setAmount('');
      setPayPassword('');
      void navigate('/trade/money', { replace: true });
    } catch {
      // The request client has shown the server's message.
    }
  };

  return (
    <div className="page" data-testid="money-payment-page">
      <PageHeader />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="form-card">
          <p className="field-hint">
            {t('common.labelled', { label: t('moneyMarket.availableCash') })}<span data-testid="payment-available">{formatMoney(account.available)}</span> {account.currency}
          </p>
          <TextField
            label={t('common.amount')}
            placeholder={t('common.amountPlaceholder')}
            value={amount}
            onChange={setAmount}
            testId="payment-amount"
            inputMode="decimal"
            extra={
              <button type="button" className="link" data-testid="payment-all" onClick={() => setAmount(account.available)}>
                {t('moneyMarket.all')}
              </button>
            }
          />
          <PayPasswordField value={payPassword} onChange={setPayPassword} testId="payment-pay-password" />
        </div>
        <Section title={t('moneyMarket.t1')} testId="payment-timing">
          <FactList
            facts={[
              { label: 'moneyMarket.tradeDay', value: <span data-testid="payment-trade-day" data-day={summary.order_now.trade_day}>{formatMarketDay(summary.order_now.trade_day)}</span> },
              { label: 'moneyMarket.confirmDay', value: <span data-testid="payment-confirm-day" data-day={summary.order_now.confirm_day}>{formatMarketDay(summary.order_now.confirm_day)}</span> },
              { label: 'moneyMarket.firstIncomeDay', value: <span data-testid="payment-first-income-day" data-day={summary.order_now.first_income_day}>{formatMarketDay(summary.order_now.first_income_day)}</span> },
              { label: 'moneyMarket.currentRate', value: formatPercent(summary.current_rate) },
            ]}
          />
          <p className="field-hint">{t('moneyMarket.rules', { cutoff: summary.cutoff })}</p>
          <div className="form-actions">
            <Button block color="primary" size="large" type="submit" loading={busy} data-testid="payment-submit">
              {t('moneyMarket.purchase')}
            </Button>
          </div>
        </Section>
      </form>
    </div>
  );
}
