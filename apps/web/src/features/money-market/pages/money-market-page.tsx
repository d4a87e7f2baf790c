import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Section } from '../../../components/section.tsx';

const FIGURES = ['moneyMarket.balance', 'moneyMarket.estimatedReturn', 'moneyMarket.yield', 'moneyMarket.period'] as const;

/** The money-market balance product (T+1, spec §9). */
export function MoneyMarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <Section title={t('moneyMarket.product')} extra={<Tag color="primary">{t('moneyMarket.t1')}</Tag>}>
        <div className="assets-labels">
          {FIGURES.map((figure) => (
            <span key={figure}>{t(figure)}</span>
          ))}
        </div>
        <EmptyState />
        <div className="assets-actions">
          <Button color="primary" data-testid="money-purchase" onClick={() => void navigate('/payment')}>
            {t('moneyMarket.purchase')}
          </Button>
          <Button color="primary" fill="outline" data-testid="money-records" onClick={() => void navigate('/trade/history')}>
            {t('common.records')}
          </Button>
        </div>
      </Section>
    </div>
  );
}
