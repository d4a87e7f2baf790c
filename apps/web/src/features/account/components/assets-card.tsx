import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { useAccountSummary } from '../../../lib/account-summary.ts';
import { formatMoney } from '../../../lib/money.ts';
import '../account.css';

type Figure = { key: 'total_assets' | 'cash' | 'available' | 'withdrawable' | 'frozen' | 'money_market' | 'loan_outstanding' | 'market_value'; label: string };

const FIGURES: Figure[] = [
  { key: 'cash', label: 'account.cash' },
  { key: 'available', label: 'account.available' },
  { key: 'withdrawable', label: 'account.withdrawable' },
  { key: 'frozen', label: 'account.frozen' },
  { key: 'money_market', label: 'account.moneyMarket' },
  { key: 'market_value', label: 'account.marketValue' },
  { key: 'loan_outstanding', label: 'account.loanOutstanding' },
];

/** The personal centre's figures from `GET /api/account/summary`, exactly as the server states them. */
export function AssetsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useAccountSummary().data;
  return (
    <Section title={t('account.assets')} extra={summary ? <span className="assets-currency">{summary.currency}</span> : undefined} testId="assets-card">
      {summary ? (
        <>
          <div className="assets-total">
            <span>{t('account.totalAssets')}</span>
            <strong data-testid="assets-total_assets">{formatMoney(summary.total_assets)}</strong>
          </div>
          <div className="assets-grid">
            {FIGURES.map((figure) => (
              <div key={figure.key} className="assets-figure">
                <span>{t(figure.label)}</span>
                <strong data-testid={`assets-${figure.key}`}>{formatMoney(summary[figure.key])}</strong>
              </div>
            ))}
            <div className="assets-figure">
              <span>{t('account.creditPoints')}</span>
              <strong data-testid="assets-credit_points">{summary.credit_points}</strong>
            </div>
          </div>
        </>
      ) : (
        <PageLoading inline />
      )}
      <div className="assets-actions">
        <Button color="primary" data-testid="person-topup" onClick={() => void navigate('/bankIn')}>
          {t('account.topUp')}
        </Button>
        <Button color="primary" fill="outline" data-testid="person-withdraw" onClick={() => void navigate('/ucenter/transfer?tab=out')}>
          {t('account.withdraw')}
        </Button>
      </div>
    </Section>
  );
}
