import type { UserInfo } from '@meridian/contract/auth';
import { useTranslation } from '../../../lib/i18n.ts';
import { UserAvatar } from './user-avatar.tsx';

export function UserCard({ user, testPrefix }: { user: UserInfo | null; testPrefix: string }) {
  const { t } = useTranslation();
  return (
    <div className="user-card">
      <UserAvatar src={user?.avatar} name={user?.username} testId={`${testPrefix}-avatar`} />
      <div>
        <div className="user-card-name" data-testid={`${testPrefix}-username`}>
          {user?.username ?? t('account.notLoggedIn')}
        </div>
        {user ? (
          <div className="user-card-phone" data-testid={`${testPrefix}-phone`}>
            {t('common.labelled', { label: t('account.phone') })}{user.phone}
          </div>
        ) : null}
      </div>
    </div>
  );
}
