import { List } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { AssetsCard } from '../components/assets-card.tsx';
import { UserCard } from '../components/user-card.tsx';

export function PersonCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  return (
    <div className="page">
      <PageHeader />
      <UserCard user={user} testPrefix="person" />
      <AssetsCard />
      <List mode="card">
        <List.Item extra={user?.username} data-testid="person-account">
          {t('account.account')}
        </List.Item>
        <List.Item extra={user ? formatLocalTime(user.created_at, 'date') : ''}>{t('account.memberSince')}</List.Item>
        <List.Item onClick={() => void navigate('/ucenter/holding')} data-testid="person-holdings">
          {t('route.holding')}
        </List.Item>
        <List.Item onClick={() => void navigate('/realNameAuthentication')} data-testid="person-identity">
          {t('route.realName')}
        </List.Item>
        <List.Item onClick={() => void navigate('/loans')} data-testid="person-loans">
          {t('route.loans')}
        </List.Item>
        <List.Item onClick={() => void navigate('/setting')} data-testid="person-settings">
          {t('route.setting')}
        </List.Item>
      </List>
    </div>
  );
}
