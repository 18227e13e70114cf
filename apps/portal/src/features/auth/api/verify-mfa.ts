import { type AuthResponse, authResponseSchema } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /auth/parent/login/verify: the second step of two-step sign-in (issue 15) opens the session. */
export async function verifyMfa(body: { mfa_token: string; code: string }): Promise<AuthResponse> {
  const response = await apiRequest<unknown>('/auth/parent/login/verify', {
    method: 'POST',
    body,
    endSessionOnUnauthorized: false,
  });
  const parsed = authResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data;
}

export function useVerifyMfaMutation() {
  return useMutation({ mutationFn: verifyMfa });
}
