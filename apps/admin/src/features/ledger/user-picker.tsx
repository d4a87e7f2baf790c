import { useState } from 'react';
import { Button, Card, Input, List } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { useT } from '../../i18n/i18n';
import { useFindUsers, type FoundUser } from './api/find-users';

type Props = { selectedId: number | null; onPick: (user: FoundUser) => void };

/** Finds a user by username or phone, the same search as the Users screen. */
export function UserPicker({ selectedId, onPick }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const found = useFindUsers(search);

  return (
    <Card className="card" title={t('ledger.userLedger')}>
      <form className="toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input.Search
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('ledger.findUser')}
          maxLength={64}
          enterButton={<span data-testid="ledger-user-search-submit">{t('ledger.find')}</span>}
          onSearch={(value) => setSearch(value.trim())}
          data-testid="ledger-user-search"
          style={{ maxWidth: 420 }}
        />
      </form>
      <ErrorMessage error={found.error} />
      {found.data && found.data.length === 0 && <p className="muted">{t('users.noMatch', { search })}</p>}
      {found.data && found.data.length > 0 && (
        <List<FoundUser>
          size="small"
          dataSource={found.data}
          renderItem={(user) => (
            <List.Item>
              <Button
                type={user.id === selectedId ? 'primary' : 'text'}
                onClick={() => onPick(user)}
                data-testid="ledger-user-pick"
                data-username={user.username}
              >
                <span className="strong">{user.username}</span> <span className="small">#{user.id} · {user.phone}</span>
              </Button>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
