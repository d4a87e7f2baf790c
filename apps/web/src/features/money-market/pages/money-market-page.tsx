import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMoneyMarketSummary } from '../api/get-summary.ts';
import { EstimateCalculator } from '../components/estimate-calculator.tsx';
import { RedeemForm } from '../components/redeem-form.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import '../money-market.css';

/** /trade/money — the money-market balance product (T+1): figures, buy, redeem, estimate. */
export function MoneyMarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summaryRead = useMoneyMarketSummary();
  const summary = summaryRead.data;
  // The records (/trade/history, "my money-market balance") behind the header's link, as on the other product screens.
  const records = <HeaderLink to="/trade/history" label={t('common.records')} testId="money-records" />;
  if (!summary) return <div className="page"><PageHeader right={records} /><PageLoading inline reads={[summaryRead]} /></div>;
  return (
    <div className="page" data-testid="money-market-page">
      <PageHeader right={records} />
      <SummaryCard summary={summary} />
      <div className="assets-actions mm-actions">
        <Button color="primary" data-testid="money-purchase" onClick={() => void navigate('/payment')}>
          {t('moneyMarket.purchase')}
        </Button>
      </div>
      <EstimateCalculator summary={summary} />
      <RedeemForm summary={summary} />
    </div>
  );
}
