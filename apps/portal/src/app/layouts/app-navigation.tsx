import { CreditCard, LayoutDashboard, LogOut, MessagesSquare, Settings, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { InitialsAvatar } from '../../components/ui/avatar';
import { cn } from '../../components/ui/cn';
import { useCurrentUser, useSession } from '../../lib/session';

const NAV_ITEMS = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/children', labelKey: 'nav.children', icon: Users },
  { to: '/history', labelKey: 'nav.history', icon: MessagesSquare },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
  { to: '/subscription', labelKey: 'nav.subscription', icon: CreditCard },
] as const;

/** The links of the authenticated area; with `isCollapsed` only the icons show (names stay for screen readers). */
export function AppNavLinks({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')}>
      <ul className="space-y-1">
        {NAV_ITEMS.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              title={isCollapsed ? t(labelKey) : undefined}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
                  isCollapsed && 'justify-center',
                  isActive
                    ? 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn(isCollapsed && 'sr-only')}>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The parent's avatar, name and e-mail, and the logout button. */
export function AppUserPanel({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { signOut } = useSession();
  return (
    <div className={cn('space-y-3', isCollapsed && 'flex flex-col items-center')}>
      <div className="flex min-w-0 items-center gap-3" title={isCollapsed ? `${user.name} · ${user.email}` : undefined}>
        <InitialsAvatar name={user.name} />
        <div className={cn('min-w-0', isCollapsed && 'sr-only')}>
          <p className="truncate font-semibold text-slate-900 dark:text-slate-100" title={user.name}>
            {user.name}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => void signOut()}
        title={isCollapsed ? t('nav.logout') : undefined}
        className={cn(
          'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 font-semibold text-slate-700 hover:bg-red-50 hover:text-red-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:text-slate-300 dark:hover:bg-red-950 dark:hover:text-red-300',
          isCollapsed && 'justify-center',
        )}
      >
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        <span className={cn(isCollapsed && 'sr-only')}>{t('nav.logout')}</span>
      </button>
    </div>
  );
}
