import { AlertOctagon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Shown when a page crashes while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center dark:bg-slate-950"
    >
      <AlertOctagon className="size-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{t('routeError.title')}</h1>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{t('routeError.text')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
