import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY, type Dashboard } from './get-dashboard';

/** POST /parent/notifications/{id}/read. */
export async function markNotificationRead(notificationId: string): Promise<void> {
  await apiRequest(`/parent/notifications/${encodeURIComponent(notificationId)}/read`, { method: 'POST' });
}

/** POST /parent/notifications/read-all. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('/parent/notifications/read-all', { method: 'POST' });
}

/** Takes notifications out of the dashboard's unread list at once, before the refetch confirms it. */
function dropUnread(dashboard: Dashboard | undefined, isDropped: (id: string) => boolean): Dashboard | undefined {
  if (!dashboard) return dashboard;
  const items = dashboard.notifications.items.filter((item) => !isDropped(item.id));
  const dropped = dashboard.notifications.items.length - items.length;
  return {
    ...dashboard,
    notifications: { items, unread_count: Math.max(0, dashboard.notifications.unread_count - dropped) },
  };
}

export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_response, notificationId) => {
      queryClient.setQueryData<Dashboard>(DASHBOARD_QUERY_KEY, (dashboard) =>
        dropUnread(dashboard, (id) => id === notificationId),
      );
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}

export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<Dashboard>(DASHBOARD_QUERY_KEY, (dashboard) =>
        dashboard ? { ...dashboard, notifications: { items: [], unread_count: 0 } } : dashboard,
      );
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
