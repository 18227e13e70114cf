import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { useSession } from '../lib/session';

function SessionCheckLoader() {
  const { t } = useTranslation();
  return <FullScreenLoader message={t('common.loading')} detail={t('common.pleaseWait')} />;
}

function readRedirectTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : '/dashboard';
  }
  return '/dashboard';
}

/**
 * Pages for visitors only (landing, login, sign-up, password reset, contact): a loader while the session
 * is checked, then a logged-in parent goes on to /dashboard (or back where the login was asked).
 */
export function GuestOnlyRoute() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <SessionCheckLoader />;
  if (status === 'authenticated') return <Navigate to={readRedirectTarget(location.state)} replace />;
  return <Outlet />;
}

/**
 * Pages for logged-in parents: a loader while the session is checked, else /login (remembering the
 * page) or where the ended session said to go.
 */
export function ProtectedRoute() {
  const { status, hasSignedOut, exitPath } = useSession();
  const location = useLocation();
  if (status === 'checking') return <SessionCheckLoader />;
  if (status === 'anonymous') {
    // A session ended on purpose somewhere else than /login (a deleted account goes to /).
    if (exitPath) return <Navigate to={exitPath} replace />;
    // After an expired session the next login returns here; after a chosen logout it does not.
    const state = hasSignedOut ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
