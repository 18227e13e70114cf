import { KiddoMascot } from '@kiddo/brand';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';

/** Any path the portal does not know: a puzzled Kiddo (decoration) and the way home. */
export function NotFoundPage() {
  usePageMeta('meta.notFound.title', 'meta.notFound.description');
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <KiddoMascot size={112} mood="thinking" className="mb-6" />
      <p className="text-sm font-bold tracking-widest text-violet-700 uppercase dark:text-violet-300">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('notFound.text')}</p>
      <Link to="/" className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
