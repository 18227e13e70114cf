import { ArrowRight, Coins, Crown, type LucideIcon, MessagesSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useCurrentUser } from '../../../lib/session';

/** /dashboard: the parent's welcome, plan and token balance, and the ways into the portal. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isPro = user.plan === 'pro';
  const shortcuts: Array<{ to: string; icon: LucideIcon; title: string; text: string }> = [
    {
      to: '/children',
      icon: Users,
      title: t('dashboard.cards.children.title'),
      text: t('dashboard.cards.children.text'),
    },
    {
      to: '/subscription',
      icon: Crown,
      title: t('dashboard.cards.subscription.title'),
      text: t('dashboard.cards.subscription.text'),
    },
    {
      to: '/history',
      icon: MessagesSquare,
      title: t('dashboard.cards.history.title'),
      text: t('dashboard.cards.history.text'),
    },
  ];

  return (
    <>
      <title>{`${t('nav.dashboard')} · Kiddo`}</title>
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
          {t('dashboard.welcome', { name: user.name })}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('dashboard.subtitle')}</p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex items-start gap-4">
          <span
            className={cn(
              'flex size-12 shrink-0 items-center justify-center rounded-xl',
              isPro
                ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
            )}
          >
            <Crown className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('dashboard.plan.label')}</h2>
            <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
              {isPro ? t('plan.pro') : t('plan.none')}
            </p>
            {!isPro && (
              <Link
                to="/subscription"
                className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300"
              >
                {t('dashboard.plan.upgrade')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </div>
        </Card>

        <Card className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
            <Coins className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('dashboard.tokens.label')}</h2>
            <p data-testid="token-balance" className="mt-1 text-3xl font-extrabold text-slate-900 dark:text-white">
              {user.tokens}
            </p>
            <Link
              to="/subscription"
              className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300"
            >
              {t('dashboard.tokens.buyMore')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </Card>
      </div>

      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900 dark:text-white">{t('dashboard.shortcuts')}</h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {shortcuts.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-violet-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon className="size-8 text-violet-700 dark:text-violet-300" aria-hidden="true" />
              <span className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</span>
              <span className="mt-1 text-slate-600 dark:text-slate-400">{text}</span>
              <ArrowRight
                className="mt-4 size-5 text-violet-700 transition-transform group-hover:translate-x-1 dark:text-violet-300"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
