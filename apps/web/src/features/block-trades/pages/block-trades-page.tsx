import { useTranslation } from 'react-i18next';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

export function BlockTradesPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/shares/dzjy-record" label={t('common.records')} testId="block-trades-records-link" />} />
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
