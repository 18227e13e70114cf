import type { SettingsResponse, UpdateSettingsBody } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** PUT /auth/parent/settings with any subset of the settings (notifications may be partial). */
export function updateSettings(body: UpdateSettingsBody): Promise<SettingsResponse> {
  return apiRequest<SettingsResponse>('/auth/parent/settings', { method: 'PUT', body });
}

/** Saves settings and puts the answer in the cache and the session (the name shows in the sidebar). */
export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (response) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, response);
      if (response.user) updateUser(response.user);
    },
  });
}
