import { NavLink, Outlet } from 'react-router';
import { useLogout } from '../features/auth/api/logout';
import { useMe } from '../features/auth/api/get-me';
import { navigation, navTestId } from './navigation';

export function Shell() {
  const me = useMe();
  const logout = useLogout();

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">Meridian · Back office</span>
        <div className="topbar-user">
          <span data-testid="operator-name">{me.data?.username}</span>
          {me.data?.role ? <span className="badge badge-muted">{me.data.role}</span> : null}
          <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="logout">
            Log out
          </button>
        </div>
      </header>
      <nav className="sidenav" aria-label="Main">
        <ul>
          {navigation.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === '/'} data-testid={navTestId(item)}>
                {item.label}
                {item.Badge && <item.Badge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}
