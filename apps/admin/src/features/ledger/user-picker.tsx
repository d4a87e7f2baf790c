import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { useFindUsers, type FoundUser } from './api/find-users';

type Props = { selectedId: number | null; onPick: (user: FoundUser) => void };

/** Finds a user by username or phone, the same search as the Users screen. */
export function UserPicker({ selectedId, onPick }: Props) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const found = useFindUsers(search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <div className="card">
      <h2>A user’s ledger</h2>
      <form className="toolbar" role="search" onSubmit={submit}>
        <input
          type="search"
          placeholder="Username or phone"
          aria-label="Find a user"
          maxLength={64}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="ledger-user-search"
        />
        <button type="submit" data-testid="ledger-user-search-submit">
          Find
        </button>
      </form>
      <ErrorMessage error={found.error} />
      {found.data && found.data.length === 0 && <p className="muted">No user matches “{search}”.</p>}
      {found.data && found.data.length > 0 && (
        <ul className="pick-list">
          {found.data.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className={user.id === selectedId ? 'pick active' : 'pick'}
                onClick={() => onPick(user)}
                data-testid="ledger-user-pick"
                data-username={user.username}
              >
                <span className="strong">{user.username}</span> <span className="muted small">#{user.id} · {user.phone}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
