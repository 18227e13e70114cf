import { History, Pencil, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import type { Dashboard } from '../api/get-dashboard';
import { DashboardSection } from './dashboard-section';

/**
 * Each child's activity (spec §2): name (to the profile), age, @username, conversations, last
 * activity, and the ways to the history and the profile; an empty state leading to /children.
 */
export function ChildActivityList({ items }: { items: Dashboard['children'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <DashboardSection title={t('dashboard.childActivity.title')}>
      {items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t('dashboard.childActivity.emptyTitle')}
          description={t('dashboard.childActivity.emptyText')}
          className="py-8"
          action={
            <Link to="/children" className={buttonClassName({ variant: 'outline' })}>
              <UserPlus className="size-4" aria-hidden="true" />
              {t('dashboard.childActivity.add')}
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((child) => (
            <li key={child.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <PersonAvatar name={child.name} src={child.avatar_url} className="size-12" />
                <div className="min-w-0">
                  <h3 className="truncate font-semibold">
                    <Link
                      to={`/children/${encodeURIComponent(child.id)}`}
                      className="text-slate-900 hover:text-violet-700 hover:underline dark:text-white dark:hover:text-violet-300"
                    >
                      {child.name}
                    </Link>
                  </h3>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                    <span className="font-medium text-violet-700 dark:text-violet-300">@{child.username}</span>
                    <span aria-hidden="true"> · </span>
                    {t('dashboard.childActivity.age', { count: child.age })}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t('dashboard.childActivity.chats', { count: child.chat_count })}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {child.last_activity
                      ? t('dashboard.childActivity.lastActivity', {
                          date: formatDateTime(child.last_activity, language),
                        })
                      : t('dashboard.childActivity.never')}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link
                  to={`/history/${encodeURIComponent(child.id)}`}
                  className={buttonClassName({ size: 'sm', variant: 'outline' })}
                >
                  <History className="size-4" aria-hidden="true" />
                  {t('dashboard.childActivity.history')}
                </Link>
                <Link
                  to={`/children/${encodeURIComponent(child.id)}`}
                  className={buttonClassName({ size: 'sm', variant: 'ghost' })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('dashboard.childActivity.profile')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
