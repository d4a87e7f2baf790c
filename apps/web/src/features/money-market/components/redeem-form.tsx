import type { MoneyMarketSummary, RedemptionMode } from '@meridian/contract/money-market';
import { Button, Selector } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatMarketDay } from '../../../lib/date.ts';
import { amountProblem, formatMoney, toCents } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useRedeem } from '../api/redeem.ts';
import { redeemLimit } from '../limits.ts';
import { PayPasswordField } from '../../../components/pay-password-field.tsx';

/** Redeem: normal (paid into cash on the pay day, T+1) or instant (at once, up to the daily cap). */
export function RedeemForm({ summary }: { summary: MoneyMarketSummary }) {
  const { t } = useTranslation();
  const redeem = useRedeem();
  const { busy, run } = useSubmission();
  const [mode, setMode] = useState<RedemptionMode>('normal');
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const { max: limit, byCap } = redeemLimit(summary, mode);
  // Only unconfirmed purchases so far: say so, rather than "at most 0.00".
  const awaiting = toCents(summary.redeemable) === 0 && (toCents(summary.pending_purchase) ?? 0) > 0;
  const awaitingText = t('moneyMarket.nothingRedeemableYet', { pending: formatMoney(summary.pending_purchase) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const maxKey = byCap ? 'moneyMarket.overInstant' : 'moneyMarket.overRedeemable';
    const problem = amountProblem(amount, { max: limit, maxKey });
    if (problem) return toast(awaiting && problem.key === maxKey ? awaitingText : t(problem.key, problem.values ?? {}));
    if (!payPassword) return toast(t('validation.enterTradingPassword'));
    const body = { amount: amount.trim(), pay_password: payPassword, mode };
    try {
      const made = await run(body, (key) => redeem.mutateAsync({ body, key }));
      toastSuccess(made.mode === 'instant' ? t('moneyMarket.redeemSuccessful') : t('moneyMarket.redeemSubmitted', { day: formatMarketDay(made.pay_day) }));
      setAmount('');
      setPayPassword('');
    } catch {
      // The request client has shown the server's message.
    }
  };

  return (
    <Section title={t('moneyMarket.redeem')} testId="money-redeem">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="field">
          <Selector
            columns={2}
            value={[mode]}
            onChange={(values) => values[0] && setMode(values[0])}
            options={[
              { value: 'normal' as const, label: <span data-testid="money-redeem-mode-normal">{t('moneyMarket.redeemNormal')}</span> },
              { value: 'instant' as const, label: <span data-testid="money-redeem-mode-instant">{t('moneyMarket.redeemInstant')}</span> },
            ]}
          />
        </div>
        <p className="field-hint" data-testid="money-redeem-hint">
          {mode === 'normal'
            ? t('moneyMarket.normalHint', { day: formatMarketDay(summary.order_now.pay_day) })
            : t('moneyMarket.instantRemaining', { remaining: formatMoney(summary.instant_remaining), cap: formatMoney(summary.instant_daily_cap) })}
        </p>
        <TextField
          label={t('common.amount')}
          placeholder={t('common.amountPlaceholder')}
          value={amount}
          onChange={setAmount}
          testId="money-redeem-amount"
          inputMode="decimal"
          hint={<span data-testid="money-redeem-limit">{awaiting ? awaitingText : t('moneyMarket.redeemableHint', { max: formatMoney(limit) })}</span>}
          extra={
            <button type="button" className="link" data-testid="money-redeem-all" onClick={() => setAmount(limit)}>
              {t('moneyMarket.all')}
            </button>
          }
        />
        <PayPasswordField value={payPassword} onChange={setPayPassword} testId="money-redeem-pay-password" />
        <div className="form-actions">
          <Button block color="primary" fill="outline" size="large" type="submit" loading={busy} data-testid="money-redeem-submit">
            {t('moneyMarket.redeem')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
