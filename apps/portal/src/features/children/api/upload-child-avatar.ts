import { type AvatarResponse, avatarResponseSchema, type Child } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { storeChildInCache } from './get-child';

/** POST /parent/children/{id}/avatar: the image as multipart field `avatar` (400 invalid_image, 413 image_too_large). */
export async function uploadChildAvatar({ childId, file }: { childId: string; file: File }): Promise<Child> {
  const formData = new FormData();
  formData.append('avatar', file, file.name);
  const response = await apiRequest<AvatarResponse>(`/parent/children/${encodeURIComponent(childId)}/avatar`, {
    method: 'POST',
    body: formData,
  });
  const parsed = avatarResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.child;
}

export function useUploadChildAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadChildAvatar, onSuccess: (child) => storeChildInCache(queryClient, child) });
}
