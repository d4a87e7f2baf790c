import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { SearchEntry } from '../components/search-entry.tsx';

const RANKINGS = ['gainers', 'losers', 'volume', 'turnover'] as const;

export function MarketPage() {
  const { t } = useTranslation();
  const [ranking, setRanking] = useState<string>(RANKINGS[0]);
  return (
    <div className="page">
      <PageHeader back={false} />
      <SearchEntry testId="market-search" />
      <Tabs activeKey={ranking} onChange={setRanking}>
        {RANKINGS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`market-tab-${key}`}>{t(`market.${key}`)}</span>} />
        ))}
      </Tabs>
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
