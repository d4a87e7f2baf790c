import type { MoneyMarketSummary } from '@meridian/contract/money-market';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Section } from '../../../components/section.tsx';
import { formatDecimal, formatMoney, formatPercent } from '../../../lib/money.ts';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="mm-figure">
      <span className="mm-figure-label">{label}</span>
      <span className="mm-figure-value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The product's figures as the server computed them: balance, income, yield, what is pending. */
export function SummaryCard({ summary }: { summary: MoneyMarketSummary }) {
  const { t } = useTranslation();
  const income = (value: string) => <span className={value === '0.00' ? 'tone-flat' : 'tone-up'}>{formatMoney(value)}</span>;
  return (
    <Section
      title={t('moneyMarket.product')}
      testId="money-summary"
      extra={
        <span className="mm-tags">
          <Tag color="primary" data-testid="money-t1">
            {t('moneyMarket.t1')}
          </Tag>
          {summary.yield_source === 'simulated' ? (
            <Tag color="warning" fill="outline" data-testid="money-yield-simulated">
              {t('moneyMarket.simulatedYield')}
            </Tag>
          ) : null}
        </span>
      }
    >
      <div className="mm-hero">
        <span className="mm-hero-label">
          {t('moneyMarket.balance')} ({summary.currency})
        </span>
        <span className="mm-hero-value" data-testid="money-balance">
          {formatMoney(summary.balance)}
        </span>
      </div>
      <div className="mm-figures">
        <Figure label={t('moneyMarket.yesterdayIncome')} value={income(summary.yesterday_income)} testId="money-yesterday-income" />
        <Figure label={t('moneyMarket.cumulativeIncome')} value={income(summary.cumulative_income)} testId="money-cumulative-income" />
        <Figure label={t('moneyMarket.sevenDayYield')} value={formatPercent(summary.seven_day_yield)} testId="money-seven-day-yield" />
        <Figure label={t('moneyMarket.incomePer10k')} value={formatDecimal(summary.income_per_10k)} testId="money-income-per-10k" />
        <Figure label={t('moneyMarket.currentRate')} value={formatPercent(summary.current_rate)} testId="money-current-rate" />
        <Figure label={t('moneyMarket.redeemable')} value={formatMoney(summary.redeemable)} testId="money-redeemable" />
        <Figure label={t('moneyMarket.pendingPurchase')} value={formatMoney(summary.pending_purchase)} testId="money-pending-purchase" />
        <Figure label={t('moneyMarket.pendingRedemption')} value={formatMoney(summary.pending_redemption)} testId="money-pending-redemption" />
      </div>
      <p className="field-hint" data-testid="money-rules">
        {t('moneyMarket.rules', { cutoff: summary.cutoff })}
      </p>
    </Section>
  );
}
