import { type LoginBody, type SignInResponse, signInResponseSchema } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/parent/login. A 401 here means wrong credentials, not an expired session, so it
 * does not end the (absent) session. The answer is a session, or — with two-step sign-in on — the
 * challenge the code answers (issue 15); anything else is rejected (spec §5).
 */
export async function login(body: LoginBody): Promise<SignInResponse> {
  const response = await apiRequest<unknown>('/auth/parent/login', {
    method: 'POST',
    body,
    endSessionOnUnauthorized: false,
  });
  const parsed = signInResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
