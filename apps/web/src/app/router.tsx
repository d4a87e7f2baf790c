import { useEffect } from 'react';
import { Navigate, type RouteObject, useNavigate, useRoutes } from '../lib/router.tsx';
import { registerNavigate } from '../lib/navigation.ts';
import { RootLayout } from './layout.tsx';
import { HOME_PATH, ROUTES } from './routes.tsx';

/**
 * Client routes sit at the site root (/login, /home …); only the assets are under /www/. The API
 * server answers index.html for any such path. The app needs no loaders or actions, so it uses the
 * router in its declarative mode (BrowserRouter in app.tsx): the data router's state machine would
 * add ~10 KB gzip to every first load for nothing.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      // The layout renders the kept-alive home itself.
      ...ROUTES.map(({ path, Page }) => ({ path, element: path === HOME_PATH ? null : <Page /> })),
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];

export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  return useRoutes(routes);
}
