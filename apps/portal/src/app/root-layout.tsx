import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { resolveTheme, useAppearance } from '../lib/appearance';
import { SessionProvider } from '../lib/session';
import { LazyToaster } from '../lib/toast';

/**
 * The top route: the session (which needs the router to send a parent to /login), the toasts,
 * and a thin bar while the next screen's chunk loads.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { theme } = useAppearance();
  const navigation = useNavigation();
  return (
    <SessionProvider>
      {navigation.state === 'loading' && <NavigationProgress />}
      <Outlet />
      <LazyToaster
        theme={resolveTheme(theme)}
        richColors
        position="top-center"
        containerAriaLabel={t('common.notifications')}
      />
      <ScrollRestoration />
    </SessionProvider>
  );
}

/** Decorative: the page being left stays usable and the next one announces itself. */
function NavigationProgress() {
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-violet-100 dark:bg-violet-950">
      <div className="h-full w-1/3 animate-pulse rounded-full bg-violet-600 dark:bg-violet-400" />
    </div>
  );
}
