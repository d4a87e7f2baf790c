import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigate } from '../lib/navigation.ts';
import { RootLayout } from './layout.tsx';
import { HOME_PATH, ROUTES } from './routes.tsx';

function routeObjects(): RouteObject[] {
  return ROUTES.map(({ path, title, tabBar, Page }) => ({
    path,
    handle: { title, tabBar },
    // The layout renders the kept-alive home itself.
    element: path === HOME_PATH ? null : <Page />,
  }));
}

/**
 * Client routes sit at the site root (/login, /home …); only the assets are under /www/. The API
 * server answers index.html for any such path.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      ...routeObjects(),
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
]);

registerNavigate((to, options) => void router.navigate(to, options));
