import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { useAccountSummary } from '../../../lib/account-summary.ts';
import { formatMoney, toCents } from '../../../lib/money.ts';
import { useTradingAssets } from '../../../lib/trading-assets.ts';
import '../account.css';

type Figure = { key: 'total_assets' | 'cash' | 'available' | 'withdrawable' | 'frozen' | 'money_market' | 'loan_outstanding' | 'market_value' | 'pending_listing'; label: string };

const FIGURES: Figure[] = [
  { key: 'cash', label: 'account.cash' },
  { key: 'available', label: 'account.available' },
  { key: 'withdrawable', label: 'account.withdrawable' },
  { key: 'frozen', label: 'account.frozen' },
  { key: 'money_market', label: 'account.moneyMarket' },
  { key: 'market_value', label: 'account.marketValue' },
  { key: 'pending_listing', label: 'account.pendingListing' },
  { key: 'loan_outstanding', label: 'account.loanOutstanding' },
];

/** Gain red, loss green (Chinese convention), with the sign written. */
function plFigure(value: string): { className: string; text: string } {
  const cents = toCents(value) ?? 0;
  return { className: cents > 0 ? 'tone-up' : cents < 0 ? 'tone-down' : 'tone-flat', text: `${cents > 0 ? '+' : ''}${formatMoney(value)}` };
}

/**
 * The personal centre's figures from `GET /api/account/summary`, exactly as the server states
 * them (the one computation of total assets, asked for again every few seconds so that it moves
 * with the market); the P&L figures come from `GET /api/trading/assets`.
 */
export function AssetsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useAccountSummary({ live: true }).data;
  const live = useTradingAssets().data;
  const figures = summary;
  return (
    <Section title={t('account.assets')} extra={summary ? <span className="assets-currency">{summary.currency}</span> : undefined} testId="assets-card">
      {figures ? (
        <>
          <div className="assets-total">
            <span>{t('account.totalAssets')}</span>
            <strong data-testid="assets-total_assets">{formatMoney(figures.total_assets)}</strong>
          </div>
          <div className="assets-grid">
            {FIGURES.map((figure) => (
              <div key={figure.key} className="assets-figure">
                <span>{t(figure.label)}</span>
                <strong data-testid={`assets-${figure.key}`}>{formatMoney(figures[figure.key])}</strong>
              </div>
            ))}
            {live
              ? (['floating_pl', 'total_pl'] as const).map((key) => (
                  <div key={key} className="assets-figure">
                    <span>{t(key === 'floating_pl' ? 'trading.floatingPl' : 'trading.totalPl')}</span>
                    <strong className={plFigure(live[key]).className} data-testid={`assets-${key}`}>
                      {plFigure(live[key]).text}
                    </strong>
                  </div>
                ))
              : null}
            <div className="assets-figure">
              <span>{t('account.creditPoints')}</span>
              <strong data-testid="assets-credit_points">{figures.credit_points}</strong>
            </div>
          </div>
        </>
      ) : (
        <PageLoading inline />
      )}
      <div className="assets-actions">
        <Button fill="outline" data-testid="person-portfolio" onClick={() => void navigate('/portfolio')}>
          {t('account.portfolio')}
        </Button>
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
