import { type ChildAuthResponse, childAuthResponseSchema } from '@kiddo/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';

async function signIn(path: string, body: Record<string, unknown>): Promise<ChildAuthResponse> {
  // A 401 here is a wrong password, not an ended session: it must not clear anything.
  const response = await apiRequest<unknown>(path, { method: 'POST', body, endSessionOnUnauthorized: false });
  const parsed = childAuthResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data;
}

/** POST /api/auth/child/access: signs in with the token of the access link the parent shared. */
export function signInWithAccessLink(token: string): Promise<ChildAuthResponse> {
  return signIn('/auth/child/access', { token });
}

/** POST /api/auth/child/login: signs in with the family code, the username and the password the parent gave. */
export function signInWithPassword(credentials: {
  family_code: string;
  username: string;
  password: string;
}): Promise<ChildAuthResponse> {
  return signIn('/auth/child/login', credentials);
}
