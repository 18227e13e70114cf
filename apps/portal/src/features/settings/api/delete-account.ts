import type { DeleteAccountBody, MessageResponse } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * DELETE /auth/parent/account, confirmed by `password` (an account with one) or `confirm_email`
 * (a Google account without a password). Erases the account and ends every session.
 */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/parent/account', { method: 'DELETE', body });
}

/** Deletes the account, then forgets the (already revoked) session here and goes to the landing page. */
export function useDeleteAccountMutation() {
  const { leaveDeletedAccount } = useSession();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => leaveDeletedAccount() });
}
