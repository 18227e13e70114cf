import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { Button, buttonClassName } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../lib/session';

const NAV_LINK_CLASS_NAME =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/** The header of public pages: logo, anchors, language, and sign-in or dashboard actions (menu under 768 px). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { status, signOut } = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const isLoggedIn = status === 'authenticated';

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setIsMenuOpen(false), [location.pathname, location.hash]);

  const anchors = (
    <>
      <Link to="/#features" className={NAV_LINK_CLASS_NAME}>
        {t('nav.features')}
      </Link>
      <Link to="/#how-it-works" className={NAV_LINK_CLASS_NAME}>
        {t('nav.howItWorks')}
      </Link>
      <Link to="/#pricing" className={NAV_LINK_CLASS_NAME}>
        {t('nav.pricing')}
      </Link>
    </>
  );
  const actions = isLoggedIn ? (
    <>
      <Link to="/dashboard" className={buttonClassName({ variant: 'ghost' })}>
        {t('nav.dashboard')}
      </Link>
      <Button variant="outline" onClick={() => void signOut()}>
        {t('nav.logout')}
      </Button>
    </>
  ) : (
    <>
      <Link to="/login" className={buttonClassName({ variant: 'ghost' })}>
        {t('nav.login')}
      </Link>
      <Link to="/signup" className={buttonClassName()}>
        {t('nav.start')}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={t('nav.home')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-600"
        >
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="ml-6 hidden items-center gap-1 md:flex">
          {anchors}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSelect />
          <div className="hidden items-center gap-2 md:flex">{actions}</div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <div id={menuId} className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden dark:border-slate-800">
          <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
            {anchors}
          </nav>
          <div className="mt-3 grid grid-cols-2 gap-2">{actions}</div>
        </div>
      )}
    </header>
  );
}
