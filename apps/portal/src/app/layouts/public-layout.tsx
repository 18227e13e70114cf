import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Landing, sign-in pages and the not-found page: public header, content, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <PublicHeader />
      <main id="main-content" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}

/** Lets keyboard users jump over the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-violet-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
