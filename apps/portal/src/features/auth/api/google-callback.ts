import { type GoogleCallbackBody, type SignInResponse, signInResponseSchema } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/google/callback: hands the provider's code and state to the server, which exchanges
 * them and answers a session like a login. A 401 here is a refused sign-in, not an expired
 * session. An answer without token and user is rejected (spec §5).
 */
export async function exchangeGoogleCode(body: Omit<GoogleCallbackBody, 'language'>): Promise<SignInResponse> {
  const response = await apiRequest<unknown>('/auth/google/callback', {
    method: 'POST',
    body,
    endSessionOnUnauthorized: false,
  });
  const parsed = signInResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data;
}

/** The code is single use: never retried. */
export function useGoogleCallbackMutation() {
  return useMutation({ mutationFn: exchangeGoogleCode, retry: false });
}
