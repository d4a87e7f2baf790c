import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { useUsers, type AdminUser } from './api/get-users';

const PAGE_SIZE = 20;

function UserRow({ user }: { user: AdminUser }) {
  return (
    <tr data-testid="user-row" data-user-id={user.id}>
      <td className="num">{user.id}</td>
      <td>{user.username}</td>
      <td>{user.phone}</td>
      <td>{user.invite_code ?? '—'}</td>
      <td>{formatDateTime(user.created_at)}</td>
      <td>
        <span className={user.disabled ? 'badge badge-muted' : 'badge badge-ok'}>
          {user.disabled ? 'disabled' : 'active'}
        </span>
      </td>
      <td className="actions">
        <Link to={`/ledger?user=${user.id}`} data-testid="user-ledger-link">
          Ledger
        </Link>
      </td>
    </tr>
  );
}

/** Keyed by the URL's search, so that the back button also resets what the box shows. */
function UsersSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="toolbar" role="search" onSubmit={submit}>
      <input
        type="search"
        placeholder="Username or phone"
        aria-label="Search users"
        maxLength={64}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        data-testid="users-search-input"
      />
      <button type="submit" data-testid="users-search-submit">
        Search
      </button>
    </form>
  );
}

export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page, setPage] = usePageParam();
  const users = useUsers({ page, size: PAGE_SIZE, search });

  // A new search starts again from its first page, so the page parameter is dropped.
  const runSearch = (next: string) => setParams(next === '' ? {} : { search: next });

  return (
    <section>
      <header className="page-header">
        <h1>Users</h1>
      </header>
      <UsersSearch key={search} initial={search} onSearch={runSearch} />
      <ErrorMessage error={users.error} />
      <table className="table" data-testid="users-table" aria-busy={users.isFetching}>
        <thead>
          <tr>
            <th className="num">ID</th>
            <th>Username</th>
            <th>Phone</th>
            <th>Invitation code</th>
            <th>Registered</th>
            <th>Status</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {users.data?.list.map((user) => <UserRow key={user.id} user={user} />)}
          {users.data?.list.length === 0 && (
            <tr>
              <td colSpan={7} className="empty">
                {search ? `No user matches “${search}”.` : 'No users yet.'}
              </td>
            </tr>
          )}
          {users.isPending && (
            <tr>
              <td colSpan={7} className="empty">
                Loading…
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {users.data && (
        <Pagination page={users.data.page} size={users.data.size} total={users.data.total} onChange={setPage} />
      )}
    </section>
  );
}
