import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { resolveTheme, useAppearance } from '../lib/appearance';
import { SessionProvider } from '../lib/session';

/** The top route: the session (which needs the router to send a parent to /login) and the toasts. */
export function RootLayout() {
  const { t } = useTranslation();
  const { theme } = useAppearance();
  return (
    <SessionProvider>
      <Outlet />
      <Toaster
        theme={resolveTheme(theme)}
        richColors
        position="top-center"
        containerAriaLabel={t('common.notifications')}
      />
      <ScrollRestoration />
    </SessionProvider>
  );
}
