import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
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
  const records = (
    <Button size="mini" fill="none" color="primary" data-testid="money-records" onClick={() => void navigate('/trade/history')}>
      {t('common.records')}
    </Button>
  );
  if (!summary) return <div className="page"><PageHeader right={records} /><PageLoading inline reads={[summaryRead]} /></div>;
  return (
    <div className="page" data-testid="money-market-page">
      <PageHeader right={records} />
      <SummaryCard summary={summary} />
      <div className="assets-actions mm-actions">
        <Button color="primary" data-testid="money-purchase" onClick={() => void navigate('/payment')}>
          {t('moneyMarket.purchase')}
        </Button>
        <Button color="primary" fill="outline" data-testid="money-history" onClick={() => void navigate('/trade/history')}>
          {t('moneyMarket.history')}
        </Button>
      </div>
      <EstimateCalculator summary={summary} />
      <RedeemForm summary={summary} />
    </div>
  );
}
