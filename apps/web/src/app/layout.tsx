import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { Outlet, useLocation } from '../lib/router.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { ScreenBoundary } from '../components/screen-boundary.tsx';
import { AlertListener } from '../features/alerts/components/alert-listener.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { RouteHandleContext } from '../lib/route-handle.ts';
import { useSession } from '../lib/session.ts';
import { Guard } from './guard.tsx';
import { HOME_PATH, HomePage, routeHandleFor } from './routes.tsx';
import { AppTabBar } from './tab-bar.tsx';

function useDocumentTitle(titleKey: string | undefined) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (titleKey) document.title = t(titleKey);
  }, [titleKey, t, i18n.language]);
}

/** A part beside the screen that fails shows nothing; the screen goes on. */
const Quiet = ({ children }: { children: ReactNode }) => <ScreenBoundary fallback={null}>{children}</ScreenBoundary>;

const TabBar = () => (
  <Quiet>
    <AppTabBar />
  </Quiet>
);

/**
 * The root of every route: the guard, the document title, the tab bar, the kept-alive home, and
 * the offline and new-version notices.
 * Home stays mounted (hidden) once opened, so its scroll position and data survive a visit to
 * another screen (spec §2, "kept alive"); a new session starts it afresh.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const handle = useMemo(() => routeHandleFor(pathname), [pathname]);
  const token = useSession((s) => s.token);
  const isHome = pathname === HOME_PATH;
  const [homeOpened, setHomeOpened] = useState(false);

  useEffect(() => {
    if (isHome) setHomeOpened(true);
  }, [isHome]);
  useEffect(() => {
    if (!token) setHomeOpened(false);
  }, [token]);
  useDocumentTitle(handle?.title);

  const keepHome = Boolean(token) && (homeOpened || isHome);
  return (
    <RouteHandleContext.Provider value={handle}>
      <Guard
        waiting={
          <>
            {/* Offline, the wait for the config lasts until the connection returns: say why. */}
            <Quiet>
              <OfflineBanner />
            </Quiet>
            {handle?.tabBar ? <TabBar /> : null}
          </>
        }
      >
        <Quiet>
          <OfflineBanner />
          <UpdatePrompt />
        </Quiet>
        <div className={handle?.tabBar ? 'app-body app-body--tabbed' : 'app-body'}>
          {keepHome ? (
            <div hidden={!isHome} data-testid="home-keep-alive">
              <ScreenBoundary>
                <Suspense fallback={<PageLoading />}>
                  <HomePage />
                </Suspense>
              </ScreenBoundary>
            </div>
          ) : null}
          {isHome ? null : (
            <ScreenBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </ScreenBoundary>
          )}
        </div>
        {handle?.tabBar ? <TabBar /> : null}
        <Quiet>
          <AlertListener />
        </Quiet>
      </Guard>
    </RouteHandleContext.Provider>
  );
}
