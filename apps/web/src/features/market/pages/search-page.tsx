import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** Search by name, code or pinyin (spec §1). Open without login (the guard's /search prefix). */
export function SearchPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  return (
    <div className="page">
      <PageHeader />
      <div className="section">
        <SearchBar
          placeholder={t('market.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          cancelText={t('common.cancel')}
          data-testid="search-input"
        />
      </div>
      <EmptyState />
    </div>
  );
}
