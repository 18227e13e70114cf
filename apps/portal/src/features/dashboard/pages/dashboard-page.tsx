import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useDashboardQuery } from '../api/get-dashboard';
import { ChildActivityList } from '../components/child-activity-list';
import { DashboardSection } from '../components/dashboard-section';
import { NotificationsPanel } from '../components/notifications-panel';
import { RecentActivityList } from '../components/recent-activity-list';
import { ShortcutCards } from '../components/shortcut-cards';
import { SummaryCards } from '../components/summary-cards';
import { WeekComparison } from '../components/week-comparison';

const DashboardCharts = lazy(async () => ({
  default: (await import('../components/dashboard-charts')).DashboardCharts,
}));

/**
 * /dashboard (spec §2): the welcome, plan, profiles and tokens; the unread notifications; this
 * week against the last; the children's activity in charts and in lists; the ways into the portal.
 * The session's copy of the parent shows at once; the dashboard's fresher one replaces it.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dashboard = useDashboardQuery();
  const data = dashboard.data;
  const parent = data?.parent ?? user;

  return (
    <>
      <title>{`${t('nav.dashboard')} · Kiddo`}</title>
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
          {t('dashboard.welcome', { name: parent.name })}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('dashboard.subtitle')}</p>
      </div>

      <div className="space-y-6">
        <SummaryCards plan={parent.plan} tokens={parent.tokens} profileCount={data?.children.length} />

        {dashboard.isPending && (
          <div
            role="status"
            className="flex items-center justify-center gap-3 py-12 text-slate-600 dark:text-slate-400"
          >
            <Spinner className="size-6" />
            <span>{t('dashboard.loading')}</span>
          </div>
        )}

        {dashboard.isError && !data && (
          <Alert tone="error" role="alert" title={t('dashboard.loadError')}>
            {describeApiError(dashboard.error, () => '') && <p>{describeApiError(dashboard.error, () => '')}</p>}
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void dashboard.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        )}

        {data && (
          <>
            {/* The parent may turn the portal's notices off (settings → notifications). */}
            {user.notifications.in_app && <NotificationsPanel notifications={data.notifications} />}
            <WeekComparison stats={data.stats} />
            {data.children.length > 0 && (
              <DashboardSection
                title={
                  <>
                    <BarChart3 className="size-5 text-violet-700 dark:text-violet-300" aria-hidden="true" />
                    {t('dashboard.charts.title')}
                  </>
                }
              >
                <Suspense
                  fallback={
                    <div
                      role="status"
                      className="flex h-72 items-center justify-center gap-3 text-slate-600 dark:text-slate-400"
                    >
                      <Spinner className="size-6" />
                      <span>{t('dashboard.charts.loading')}</span>
                    </div>
                  }
                >
                  <DashboardCharts charts={data.charts} />
                </Suspense>
              </DashboardSection>
            )}
            <div className="grid items-start gap-6 lg:grid-cols-5">
              <div className="min-w-0 lg:col-span-3">
                <ChildActivityList items={data.children} />
              </div>
              <div className="min-w-0 lg:col-span-2">
                <RecentActivityList items={data.recentActivities} />
              </div>
            </div>
          </>
        )}

        <ShortcutCards />
      </div>
    </>
  );
}
