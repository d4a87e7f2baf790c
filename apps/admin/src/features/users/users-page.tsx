import { useSearchParams, Link } from 'react-router';
import { Input, Table, Tag } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useUsers, type AdminUser } from './api/get-users';

const PAGE_SIZE = 20;

/** Users, read-only (support, compliance, finance and administrators), searchable by name or phone. */
export function UsersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page, setPage] = usePageParam();
  const users = useUsers({ page, size: PAGE_SIZE, search });

  // A new search starts again from its first page, so the page parameter is dropped.
  const runSearch = (next: string) => setParams(next.trim() === '' ? {} : { search: next.trim() });

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.users')}</h1>
      </header>
      <form className="toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('users.search')}
          maxLength={64}
          enterButton={<span data-testid="users-search-submit">{t('users.search')}</span>}
          onSearch={runSearch}
          data-testid="users-search-input"
          style={{ maxWidth: 420 }}
        />
      </form>
      <ErrorMessage error={users.error} />
      <Table<AdminUser>
        data-testid="users-table"
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: search ? t('users.noMatch', { search }) : t('users.none') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: users.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(user) => ({ 'data-testid': 'user-row', 'data-user-id': user.id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'ID', dataIndex: 'id', align: 'right' },
          { title: t('users.username'), dataIndex: 'username' },
          { title: t('users.phone'), dataIndex: 'phone' },
          { title: t('users.inviteCode'), render: (_, u) => u.invite_code ?? '—' },
          { title: t('users.registered'), render: (_, u) => formatDateTime(u.created_at) },
          { title: t('operators.state'), render: (_, u) => (u.disabled ? <Tag>{t('operators.disabled')}</Tag> : <Tag color="green">{t('operators.active')}</Tag>) },
          {
            title: '',
            render: (_, u) => (
              <Link to={`/ledger?user=${u.id}`} data-testid="user-ledger-link">
                {t('nav.ledger')}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
