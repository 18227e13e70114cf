import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** What a price section shows until the catalogue arrives, or when it could not be loaded. */
export function CatalogueStatus({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 py-10 text-center text-slate-600 dark:text-slate-400"
      >
        <p>{t('landing.pricing.loadError')}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600 dark:text-slate-400">
      <Spinner className="size-6" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
