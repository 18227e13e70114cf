import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';

const FOOTER_LINK_CLASS_NAME =
  'rounded text-sm text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-slate-400 dark:hover:text-white';

/** The footer of public pages: the product's pages, legal texts and sign-in. */
export function PublicFooter() {
  const { t } = useTranslation();
  const links = [
    { to: '/', label: t('footer.home') },
    { to: '/faq', label: t('footer.faq') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/terms', label: t('footer.terms') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/login', label: t('footer.login') },
    { to: '/signup', label: t('footer.signup') },
  ];
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <Logo />
          <p className="max-w-xs text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={FOOTER_LINK_CLASS_NAME}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* Pre-rendered at build time, the year may be the build's: React keeps it, with no error. */}
      <p className="pb-8 text-center text-xs text-slate-500 dark:text-slate-400" suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
