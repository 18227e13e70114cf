import type { SettingsResponse } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SETTINGS_QUERY_KEY = ['auth', 'settings'] as const;

/** GET /auth/parent/settings: name, language, theme, font size and notifications, plus the fresh user. */
export function fetchSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return apiRequest<SettingsResponse>('/auth/parent/settings', { signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => fetchSettings(signal) });
}

export function useSettingsQuery() {
  return useQuery(settingsQueryOptions());
}
