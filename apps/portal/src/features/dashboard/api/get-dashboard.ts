import { type DashboardResponse, dashboardResponseSchema } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The dashboard's key; the history feature refreshes it by this same key after deleting a conversation. */
export const DASHBOARD_QUERY_KEY = ['parent', 'dashboard'] as const;

export type Dashboard = Omit<DashboardResponse, 'success'>;

/**
 * GET /parent/dashboard: the parent, each child's activity, the week's figures, the recent
 * conversations, the unread notifications and the charts' numbers.
 */
export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const parsed = dashboardResponseSchema.safeParse(await apiRequest<unknown>('/parent/dashboard', { signal }));
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  const { success: _success, ...dashboard } = parsed.data;
  return dashboard;
}

/** Fresh for 5 minutes, the client's default (spec §7). */
export function dashboardQueryOptions() {
  return queryOptions({ queryKey: DASHBOARD_QUERY_KEY, queryFn: ({ signal }) => fetchDashboard(signal) });
}

export function useDashboardQuery() {
  return useQuery(dashboardQueryOptions());
}
