import { ageOn, DASHBOARD_ACTIVITY_DAYS, type DashboardResponse, type Language, todayIn } from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { avatarUrl } from '../../core/avatars';
import { childrenWithActivity } from '../../core/children-activity';
import { untitledConversationTitle } from '../../core/conversation-title';
import { toNotificationView, unreadNotifications } from '../../core/notifications';
import { findParentById } from '../../core/parents';
import { currentPlan } from '../../core/plans';
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
      const parent = await findParentById(db, parentId);
      if (!parent) throw new AppError('unauthorized');
      const now = deps.now();
      const weekStart = new Date(now.getTime() - 7 * DAY_MS);
      const previousWeekStart = new Date(now.getTime() - 14 * DAY_MS);
      const today = todayIn(parent.timeZone, now);
      const days = lastDays(today, DASHBOARD_ACTIVITY_DAYS);

      const [plan, kids, figures, unread] = await Promise.all([
        currentPlan(db, parentId, now),
        childrenWithActivity(db, parentId),
        repo.dashboardFigures(db, {
          parentId,
          weekStart,
          previousWeekStart,
          firstDay: days[0]!,
          timeZone: parent.timeZone,
          recent: RECENT_ACTIVITIES,
        }),
        unreadNotifications(db, parentId, NOTIFICATIONS_SHOWN),
      ]);
      const { conversation_stats: conversationStats, message_stats: messageStats, per_day: perDay } = figures;
      const { categories, recent } = figures;

      const dayIndex = new Map(days.map((day, i) => [day, i]));
      return {
        parent: { id: parent.id, name: parent.name, email: parent.email, tokens: parent.tokens, plan },
        children: kids.map(({ child, conversationCount, lastActivity }) => ({
          id: child.id,
          name: child.name,
          username: child.username,
          birth_date: child.birthDate,
          age: ageOn(child.birthDate, today),
          avatar_url: avatarUrl(child),
          chat_count: int(conversationCount),
          last_activity: lastActivity ? new Date(lastActivity).toISOString() : null,
        })),
        stats: {
          total_chats: int(conversationStats.total_chats),
          total_messages: int(conversationStats.total_messages),
          tokens_used: int(messageStats.tokens_used),
          chats_this_week: int(conversationStats.chats_this_week),
          chats_last_week: int(conversationStats.chats_last_week),
          messages_this_week: int(messageStats.messages_this_week),
          messages_last_week: int(messageStats.messages_last_week),
          tokens_this_week: int(messageStats.tokens_this_week),
          tokens_last_week: int(messageStats.tokens_last_week),
        },
        recentActivities: recent.map((row) => ({
          id: row.id,
          child_id: row.child_id,
          child_name: row.child_name,
          // A conversation whose first message was refused has no title yet: named as the history names it.
          title: row.title ?? untitledConversationTitle(new Date(row.started_at), parent.timeZone, language),
          updated_at: new Date(row.updated_at).toISOString(),
        })),
        notifications: {
          unread_count: unread.unreadCount,
          items: unread.rows.map((row) => toNotificationView(row.notification, row.childName, language)),
        },
        charts: {
          days,
          messages_per_day: kids.map(({ child }) => {
            const counts = days.map(() => 0);
            for (const row of perDay) {
              const index = dayIndex.get(row.day);
              if (row.child_id === child.id && index !== undefined) counts[index] = int(row.count);
            }
            return { child_id: child.id, name: child.name, counts };
          }),
          categories: kids.map(({ child }) => {
            const counts = { educational: 0, leisure: 0, mixed: 0, unclassified: 0 };
            for (const row of categories) {
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
