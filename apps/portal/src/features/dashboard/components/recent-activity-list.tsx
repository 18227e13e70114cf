import { Clock, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import type { Dashboard } from '../api/get-dashboard';
import { DashboardSection } from './dashboard-section';

/** Spec §9: the recent-activity list scrolls beyond this height. */
export const RECENT_ACTIVITY_MAX_HEIGHT_PX = 500;

/** The latest conversations of all the children (child, title, last update), each leading to it. */
export function RecentActivityList({ items }: { items: Dashboard['recentActivities'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <DashboardSection title={t('dashboard.recent.title')}>
      {items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
          {t('dashboard.recent.empty')}
        </p>
      ) : (
        <section
          aria-label={t('dashboard.recent.scrollLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus so that keyboard users can scroll it
          tabIndex={0}
          data-testid="recent-activity-scroll"
          style={{ maxHeight: RECENT_ACTIVITY_MAX_HEIGHT_PX }}
          className="-mx-2 overflow-y-auto rounded-xl px-2 focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          <ul className="space-y-2">
            {items.map((activity) => (
              <li key={activity.id}>
                <Link
                  to={`/history/${encodeURIComponent(activity.child_id)}/conversations/${encodeURIComponent(activity.id)}`}
                  className="flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600 dark:hover:bg-violet-950/50"
                >
                  <MessageCircle
                    className="mt-0.5 size-5 shrink-0 text-violet-700 dark:text-violet-300"
                    aria-hidden="true"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900 dark:text-white">
                      {activity.title}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {activity.child_name}
                      <span aria-hidden="true"> · </span>
                      <Clock className="inline size-3.5 align-[-2px]" aria-hidden="true" />{' '}
                      <time dateTime={activity.updated_at}>{formatDateTime(activity.updated_at, language)}</time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </DashboardSection>
  );
}
