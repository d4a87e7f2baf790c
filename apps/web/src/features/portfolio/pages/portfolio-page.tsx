import { PORTFOLIO_RANGES, type PortfolioRange } from '@meridian/contract/portfolio-rules';
import { Tabs } from '../../../components/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { formatMoney, formatPercent, toCents } from '../../../lib/money.ts';
import { usePortfolio } from '../api/get-portfolio.ts';
import { AllocationBars } from '../components/allocation-bars.tsx';
import { EquityChart } from '../components/equity-chart.tsx';
import '../portfolio.css';

const isRange = (v: string): v is PortfolioRange => (PORTFOLIO_RANGES as readonly string[]).includes(v);
const signed = (value: string, text: string) => `${(toCents(value) ?? 0) > 0 ? '+' : ''}${text}`;
const toneOf = (value: string) => {
  const c = toCents(value) ?? 0;
  return c > 0 ? 'tone-up' : c < 0 ? 'tone-down' : 'tone-flat';
};

/**
 * /portfolio — net assets over today / week / month / year / all (daily valuations, now last),
 * the time-weighted return (deposits and withdrawals are not gains), and where the money is:
 * by product and, for stocks, by sector.
 */
export function PortfolioPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<PortfolioRange>('month');
  const read = usePortfolio(range);
  const view = read.data;

  return (
    <div className="page" data-testid="portfolio-page">
      <PageHeader />
      <Tabs activeKey={range} onChange={(key) => isRange(key) && setRange(key)} className="range-tabs">
        {PORTFOLIO_RANGES.map((r) => (
          <Tabs.Tab key={r} title={<span data-testid={`portfolio-range-${r}`}>{t(`portfolio.range.${r}`)}</span>} />
        ))}
      </Tabs>
      {!view ? (
        <PageLoading inline reads={[read]} />
      ) : (
        <>
          <Section title={t('portfolio.netAssets')} extra={<SimulatedBadge testId="portfolio-simulated" />} testId="portfolio-summary">
            <div className="portfolio-hero">
              <strong data-testid="portfolio-end-value">{formatMoney(view.end_value)}</strong>
              <span className={toneOf(view.return_pct)} data-testid="portfolio-return">
                {formatPercent(view.return_pct, { plus: true })}
              </span>
            </div>
            <EquityChart points={view.points} tone={toneOf(view.return_pct)} />
            <div className="portfolio-figures">
              <div>
                <span>{t('portfolio.gain')}</span>
                <strong className={toneOf(view.gain)} data-testid="portfolio-gain">
                  {signed(view.gain, formatMoney(view.gain))}
                </strong>
              </div>
              <div>
                <span>{t('portfolio.flows')}</span>
                <strong data-testid="portfolio-flows">{signed(view.net_flows, formatMoney(view.net_flows))}</strong>
              </div>
              <div>
                <span>{t('portfolio.start')}</span>
                <strong data-testid="portfolio-start">{formatMoney(view.start_value)}</strong>
              </div>
            </div>
            <p className="portfolio-note">{t('portfolio.twrNote')}</p>
          </Section>
          <Section title={t('portfolio.byProduct')} testId="portfolio-products">
            <AllocationBars slices={view.by_product} label={(key) => t(`portfolio.product.${key}`)} testId="allocation-product" />
          </Section>
          <Section title={t('portfolio.bySector')} testId="portfolio-sectors">
            <AllocationBars slices={view.by_sector} label={(key) => t(`portfolio.sector.${key}`, { defaultValue: key })} testId="allocation-sector" />
          </Section>
        </>
      )}
    </div>
  );
}
