import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

const CATEGORIES = ['domestic', 'foreign', 'market', 'company'] as const;

function isCategory(value: string | undefined): value is (typeof CATEGORIES)[number] {
  return (CATEGORIES as readonly (string | undefined)[]).includes(value);
}

/** /stockInfo/:title? — news by category; `title` opens a category directly. */
export function StockInfoPage() {
  const { t } = useTranslation();
  const { title } = useParams();
  const [category, setCategory] = useState<string>(isCategory(title) ? title : CATEGORIES[0]);
  return (
    <div className="page">
      <PageHeader />
      <Tabs activeKey={category} onChange={setCategory}>
        {CATEGORIES.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`news-tab-${key}`}>{t(`news.${key}`)}</span>} />
        ))}
      </Tabs>
      <p className="notice" data-testid="news-disclaimer">
        {t('news.disclaimer')}
      </p>
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
