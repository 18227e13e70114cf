import { type RegisterBody, type RegisterResponse, userSchema } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/parent/register. The answer holds the user but no token: the e-mail must be
 * verified first (DESIGN §4), so only `user` is checked.
 */
export async function registerParent(body: RegisterBody): Promise<RegisterResponse> {
  const response = await apiRequest<Partial<RegisterResponse>>('/auth/parent/register', { method: 'POST', body });
  if (!userSchema.safeParse(response?.user).success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return response as RegisterResponse;
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerParent });
}
