import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlusIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

export function BankListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
      <div className="form">
        <Button block color="primary" fill="outline" size="large" data-testid="bank-add" onClick={() => void navigate('/ucenter/bank')}>
          <PlusIcon /> {t('funding.addCard')}
        </Button>
      </div>
    </div>
  );
}
