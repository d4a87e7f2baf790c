import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Section } from '../../../components/section.tsx';
import { UnavailableNote } from '../../../components/unavailable-note.tsx';

const FACTS = ['latestPrice', 'open', 'close', 'high', 'low', 'todayVolume', 'fluctuation'].map((key) => ({ label: `market.${key}` }));

/** Spec §9: candlestick periods. */
const PERIODS = ['day', 'week', 'month'] as const;

export function StockDetailPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<string>(PERIODS[0]);
  return (
    <div className="page">
      <PageHeader />
      <EmptyState />
      <FactList facts={FACTS} />
      <Section>
        <Tabs activeKey={period} onChange={setPeriod}>
          {PERIODS.map((key) => (
            <Tabs.Tab key={key} title={<span data-testid={`chart-period-${key}`}>{t(`market.${key}`)}</span>} />
          ))}
        </Tabs>
        <EmptyState />
      </Section>
      <UnavailableNote />
      <div className="form assets-actions">
        <Button color="danger" disabled data-testid="detail-buy">
          {t('market.buy')}
        </Button>
        <Button color="success" disabled data-testid="detail-sell">
          {t('market.sell')}
        </Button>
      </div>
    </div>
  );
}
