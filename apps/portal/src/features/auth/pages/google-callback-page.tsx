import { Navigate } from 'react-router';

/** /auth/google/callback: replaced by the Google sign-in work (issue 7). */
export function GoogleCallbackPage() {
  return <Navigate to="/login" replace />;
}
