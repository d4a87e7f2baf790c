import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

export function ApplyRecordPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader />
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} emptyTitle={t('common.noApplication')} />
    </div>
  );
}
