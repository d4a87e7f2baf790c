import { BrowserRouter } from '../lib/router.tsx';
import { AppFailed, ScreenBoundary } from '../components/screen-boundary.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <Providers>
      <ScreenBoundary fallback={<AppFailed />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ScreenBoundary>
    </Providers>
  );
}
