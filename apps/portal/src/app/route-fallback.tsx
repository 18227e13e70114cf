import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

/**
 * What a first load shows while the screen's chunk arrives (the router's HydrateFallback):
 * a small spinner, named for screen readers, on the page's background.
 */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-slate-50 dark:bg-slate-950">
      <Spinner className="size-8" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
