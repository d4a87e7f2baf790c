import { MONEY_MARKET_MAX_ESTIMATE_DAYS } from '@meridian/contract/money-market-rules';
import type { MoneyMarketSummary } from '@meridian/contract/money-market';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { amountProblem, formatDecimal, formatMoney } from '../../../lib/money.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useEstimate } from '../api/get-estimate.ts';
import { parseDays } from '../limits.ts';

const PERIODS = [7, 30, 90, 365] as const;

/**
 * The estimated return for a period, computed by the server at today's rate (daily income,
 * compounded and rounded as it would be credited). An empty amount means the earning balance.
 */
export function EstimateCalculator({ summary }: { summary: MoneyMarketSummary }) {
  const { t } = useTranslation();
  const [daysText, setDaysText] = useState('30');
  const [amount, setAmount] = useState('');
  const days = parseDays(useDebounced(daysText, 300));
  const typed = useDebounced(amount.trim(), 300);
  const amountOk = typed === '' || !amountProblem(typed);
  const estimate = useEstimate(days, amountOk ? typed : undefined).data;
  const shown = estimate && days !== undefined && estimate.days === days;

  return (
    <Section title={t('moneyMarket.estimatedReturn')} testId="money-estimate">
      <div className="field">
        <span className="field-label">{t('moneyMarket.period')}</span>
        <Selector
          columns={4}
          value={PERIODS.filter((p) => String(p) === daysText)}
          onChange={(values) => values[0] && setDaysText(String(values[0]))}
          options={PERIODS.map((p) => ({ value: p, label: <span data-testid={`money-estimate-period-${p}`}>{t('moneyMarket.daysCount', { count: p })}</span> }))}
        />
      </div>
      <TextField
        label={t('moneyMarket.days')}
        placeholder={t('moneyMarket.daysPlaceholder')}
        value={daysText}
        onChange={(v) => setDaysText(v.replace(/\D/g, '').slice(0, 4))}
        testId="money-estimate-days"
        inputMode="numeric"
        hint={daysText && parseDays(daysText) === undefined ? t('moneyMarket.daysInvalid', { max: MONEY_MARKET_MAX_ESTIMATE_DAYS }) : undefined}
      />
      <TextField
        label={t('common.amount')}
        placeholder={t('moneyMarket.estimateAmountPlaceholder', { balance: formatMoney(summary.earning) })}
        value={amount}
        onChange={setAmount}
        testId="money-estimate-amount"
        inputMode="decimal"
        hint={amount.trim() && !amountOk ? t(amountProblem(amount.trim())?.key ?? 'money.amountFormat') : undefined}
      />
      <p className="mm-estimate">
        {shown ? (
          <>
            {t('moneyMarket.estimateFor', { days: estimate.days, amount: formatMoney(estimate.amount) })}{' '}
            <strong className="tone-up" data-testid="money-estimate-result">
              {formatMoney(estimate.estimated_return)}
            </strong>
          </>
        ) : (
          <span data-testid="money-estimate-result">–</span>
        )}
      </p>
      <p className="field-hint">{t('moneyMarket.estimateHint', { rate: formatDecimal(estimate?.annual_rate ?? summary.current_rate) })}</p>
    </Section>
  );
}
