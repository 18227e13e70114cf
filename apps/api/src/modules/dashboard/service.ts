import { ageOn, DASHBOARD_ACTIVITY_DAYS, type DashboardResponse, type Language } from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { avatarUrl } from '../../core/avatars';
import { untitledConversationTitle } from '../../core/conversation-title';
import { toNotificationView } from '../../core/notifications';
import { isProSubscription } from '../../core/plans';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

const DAY_MS = 86_400_000;
const RECENT_ACTIVITIES = 10;
const NOTIFICATIONS_SHOWN = 10;

/** The last `count` days (YYYY-MM-DD) up to today, oldest first. Noon avoids daylight-saving edges. */
function lastDays(today: string, count: number): string[] {
  const noon = new Date(`${today}T12:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => new Date(noon - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

const int = (value: unknown) => Number(value ?? 0);

/** GET /api/parent/dashboard (spec §2, §3 "dashboard data", issue 5's charts). */
export function createDashboardService(deps: AppDeps) {
  const { db } = deps;

  return {
    async read(parentId: string, language: Language): Promise<Omit<DashboardResponse, 'success'>> {
      const now = deps.now();
      const dashboard = await repo.readDashboard(db, {
        parentId,
        now,
        chartDays: DASHBOARD_ACTIVITY_DAYS,
        recent: RECENT_ACTIVITIES,
        notifications: NOTIFICATIONS_SHOWN,
      });
      if (!dashboard) throw new AppError('unauthorized');
      const { parent, stats } = dashboard;
      const days = lastDays(parent.today, DASHBOARD_ACTIVITY_DAYS);
      const dayIndex = new Map(days.map((day, i) => [day, i]));
      const subscription = dashboard.subscription && {
        status: dashboard.subscription.status,
        currentPeriodEnd: dashboard.subscription.current_period_end
          ? new Date(dashboard.subscription.current_period_end)
          : null,
      };
      return {
        parent: {
          id: parent.id,
          name: parent.name,
          email: parent.email,
          tokens: parent.tokens,
          plan: isProSubscription(subscription ?? undefined, now) ? 'pro' : 'none',
        },
        children: dashboard.children.map((child) => ({
          id: child.id,
          name: child.name,
          username: child.username,
          birth_date: child.birth_date,
          age: ageOn(child.birth_date, parent.today),
          avatar_url: avatarUrl({ avatarKey: child.avatar_key, name: child.name }),
          chat_count: int(child.chat_count),
          last_activity: child.last_activity ? new Date(child.last_activity).toISOString() : null,
        })),
        stats: {
          total_chats: int(stats.total_chats),
          total_messages: int(stats.total_messages),
          tokens_used: int(stats.tokens_used),
          chats_this_week: int(stats.chats_this_week),
          chats_last_week: int(stats.chats_last_week),
          messages_this_week: int(stats.messages_this_week),
          messages_last_week: int(stats.messages_last_week),
          tokens_this_week: int(stats.tokens_this_week),
          tokens_last_week: int(stats.tokens_last_week),
        },
        recentActivities: dashboard.recent.map((row) => ({
          id: row.id,
          child_id: row.child_id,
          child_name: row.child_name,
          // A conversation whose first message was refused has no title yet: named as the history names it.
          title: row.title ?? untitledConversationTitle(new Date(row.started_at), parent.time_zone, language),
          updated_at: new Date(row.updated_at).toISOString(),
        })),
        notifications: {
          unread_count: dashboard.unread_count,
          items: dashboard.notifications.map((row) => toNotificationView(row.notification, row.childName, language)),
        },
        charts: {
          days,
          messages_per_day: dashboard.children.map((child) => {
            const counts = days.map(() => 0);
            for (const row of dashboard.per_day) {
              const index = dayIndex.get(row.day);
              if (row.child_id === child.id && index !== undefined) counts[index] = int(row.count);
            }
            return { child_id: child.id, name: child.name, counts };
          }),
          categories: dashboard.children.map((child) => {
            const counts = { educational: 0, leisure: 0, mixed: 0, unclassified: 0 };
            for (const row of dashboard.categories) {
              if (row.child_id !== child.id) continue;
              const key =
                row.category === 'educational' || row.category === 'leisure' || row.category === 'mixed'
                  ? row.category
                  : 'unclassified';
              counts[key] += int(row.count);
            }
            return { child_id: child.id, name: child.name, counts };
          }),
        },
      };
    },
  };
}
