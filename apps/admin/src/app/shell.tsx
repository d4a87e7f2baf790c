import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useLogout } from '../features/auth/api/logout';
import { useMe } from '../features/auth/api/get-me';
import { ADMIN_LANGS, LANG_NAMES, setLang, useLang, useT, type AdminLang } from '../i18n/i18n';
import { navigationFor, navTestId, requiredPermission } from './navigation';

export function Shell() {
  const t = useT();
  const lang = useLang();
  const me = useMe();
  const logout = useLogout();
  const location = useLocation();
  const permissions = me.data?.permissions ?? [];
  const items = navigationFor(permissions);
  const needed = requiredPermission(location.pathname);
  const allowed = needed === undefined || permissions.includes(needed);
  // On a narrow window the navigation is a panel opened from the top bar; a choice closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <div className={menuOpen ? 'shell menu-open' : 'shell'}>
      <header className="topbar">
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="sidenav" onClick={() => setMenuOpen((open) => !open)} data-testid="menu-toggle">
          {t('shell.menu')}
        </button>
        <span className="brand">{t('shell.brand')}</span>
        <div className="topbar-user">
          <span data-testid="operator-name">{me.data?.username}</span>
          {me.data?.roles.map((role) => (
            <span key={role} className="badge badge-muted" data-testid="operator-role">
              {t(`role.${role}` as 'role.support')}
            </span>
          ))}
          <select aria-label={t('shell.language')} value={lang} onChange={(event) => setLang(event.target.value as AdminLang)} data-testid="language">
            {ADMIN_LANGS.map((l) => (
              <option key={l} value={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="logout">
            {t('shell.logout')}
          </button>
        </div>
      </header>
      <nav id="sidenav" className="sidenav" aria-label={t('shell.navigation')}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === '/'} data-testid={navTestId(item)}>
                {t(item.label)}
                {item.Badge && <item.Badge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content">
        {allowed ? (
          <Outlet />
        ) : (
          <div className="alert alert-error" role="alert" data-testid="forbidden">
            {t('shell.forbidden')}
          </div>
        )}
      </main>
    </div>
  );
}
