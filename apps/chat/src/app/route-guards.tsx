import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** The chat is for a signed-in child only; anyone else (or an ended session) goes to /login. */
export function RequireChild() {
  const { child } = useSession();
  return child ? <Outlet /> : <Navigate to="/login" replace />;
}
