import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorMessage } from '../components/error-message';
import { meQueryOptions } from '../features/auth/api/get-me';
import { useToken } from '../lib/session';

/** Lets a signed-in operator through; anyone else goes to the login screen, and back after. */
export function AuthGuard() {
  const token = useToken();
  const location = useLocation();
  // Without a token there is nobody to ask about.
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });

  if (token === null) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (me.isPending) return <p className="splash">Loading…</p>;
  if (me.isError) {
    return (
      <div className="splash">
        <ErrorMessage error={me.error} />
        <button type="button" onClick={() => void me.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <Outlet />;
}
