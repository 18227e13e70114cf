import { ArrowRight, Crown, type LucideIcon, MessagesSquare, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The three ways into the portal: children, subscription, history. */
export function ShortcutCards() {
  const { t } = useTranslation();
  const headingId = useId();
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
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboard.shortcuts')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {shortcuts.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-violet-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon className="size-8 text-violet-700 dark:text-violet-300" aria-hidden="true" />
              <span className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</span>
              <span className="mt-1 text-slate-600 dark:text-slate-400">{text}</span>
              <ArrowRight
                className="mt-3 size-5 text-violet-700 transition-transform group-hover:translate-x-1 dark:text-violet-300"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
