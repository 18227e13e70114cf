import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /parent/children/{id}/password; the child is signed out of the chat site everywhere. */
export async function updateChildPassword({
  childId,
  newPassword,
}: {
  childId: string;
  newPassword: string;
}): Promise<void> {
  await apiRequest(`/parent/children/${encodeURIComponent(childId)}/password`, {
    method: 'PUT',
    body: { new_password: newPassword },
  });
}

export function useUpdateChildPasswordMutation() {
  return useMutation({ mutationFn: updateChildPassword });
}
