import { type AuthResponse, authResponseSchema, type ChangePasswordBody } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type ChangePasswordResponse = AuthResponse & { message?: string };

/**
 * PUT /auth/parent/password. The server revokes every session and answers with a new token,
 * which must replace the stored one or the next call would be a 401.
 */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  const response = await apiRequest<{ message?: unknown }>('/auth/parent/password', { method: 'PUT', body });
  const parsed = authResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return { ...parsed.data, message: typeof response.message === 'string' ? response.message : undefined };
}

export function useChangePasswordMutation() {
  const { replaceToken } = useSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user }) => replaceToken(token, user),
  });
}
