import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { cn } from '../../components/ui/cn';
import { Logo } from '../../components/ui/logo';
import { AppNavLinks, AppUserPanel } from './app-navigation';
import { SkipLink } from './public-layout';

/** This device remembers whether the desktop sidebar is collapsed. */
const SIDEBAR_COLLAPSED_STORAGE_KEY = 'kiddo.sidebar.collapsed';

function readIsCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The authenticated area: a collapsible sidebar on desktop, a menu under 768 px, the language
 * picker in the top bar. Rendered only behind ProtectedRoute.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [isCollapsed, setIsCollapsed] = useState(readIsCollapsed);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the mobile menu on navigation
  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  const toggleCollapsed = () => {
    setIsCollapsed((collapsed) => {
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, String(!collapsed));
      } catch {
        // Only a preference: fine to lose.
      }
      return !collapsed;
    });
  };

  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <aside
        aria-label={t('nav.sidebar')}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex dark:border-slate-800 dark:bg-slate-900',
          isCollapsed ? 'w-20' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center px-4', isCollapsed ? 'justify-center' : 'justify-between')}>
          {!isCollapsed && (
            <Link
              to="/dashboard"
              aria-label={t('nav.logoDashboard')}
              className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-600"
            >
              <Logo />
            </Link>
          )}
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-expanded={!isCollapsed}
            aria-label={isCollapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar')}
            title={isCollapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar')}
            className="inline-flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {isCollapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <AppNavLinks isCollapsed={isCollapsed} />
        </div>
        <div className="border-t border-slate-200 p-3 dark:border-slate-800">
          <AppUserPanel isCollapsed={isCollapsed} />
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
          <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
            <Link
              to="/dashboard"
              aria-label={t('nav.logoDashboard')}
              className="rounded-lg focus-visible:outline-2 focus-visible:outline-violet-600 md:hidden"
            >
              <Logo />
            </Link>
            <div className="ml-auto">
              <LanguageSelect />
            </div>
          </div>
          {isMenuOpen && (
            <div id={menuId} className="space-y-4 border-t border-slate-200 px-4 py-4 md:hidden dark:border-slate-800">
              <AppNavLinks />
              <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
                <AppUserPanel />
              </div>
            </div>
          )}
        </header>
        <main id="main-content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
