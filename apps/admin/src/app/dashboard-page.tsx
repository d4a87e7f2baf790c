import { Link } from 'react-router';
import { useMe } from '../features/auth/api/get-me';
import { navigation } from './navigation';

export function DashboardPage() {
  const me = useMe();
  const screens = navigation.filter((item) => item.path !== '/');

  return (
    <section>
      <header className="page-header">
        <h1>Dashboard</h1>
        <p className="muted" data-testid="dashboard-greeting">
          Signed in as <strong>{me.data?.username}</strong>
          {me.data?.role ? ` (${me.data.role})` : ''}.
        </p>
      </header>
      <div className="card">
        <h2>Screens</h2>
        <ul className="link-list">
          {screens.map((item) => (
            <li key={item.path}>
              <Link to={item.path}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </div>
      <aside className="card notice" data-testid="integrity-notice">
        <h2>How this back office works</h2>
        <ul>
          <li>
            Every operator action is recorded in the <Link to="/audit-log">audit log</Link>, with who did it, when and
            from where. The log is append-only: nobody can edit or delete an entry.
          </li>
          <li>
            The back office has no way to edit a user’s balances or trades. Prices, fees and totals are computed by
            the server, never typed in by an operator.
          </li>
        </ul>
      </aside>
    </section>
  );
}
