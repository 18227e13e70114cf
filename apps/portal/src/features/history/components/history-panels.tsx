import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-client';

/** What a history page shows while its data loads. */
export function LoadingPanel({ message }: { message: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-400">
      <Spinner className="size-6" />
      <span>{message}</span>
    </div>
  );
}

/** A history that failed to load (spec §8): what went wrong and a Try again button. */
export function LoadErrorPanel({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  const detail = describeApiError(error, () => '');
  return (
    <Alert tone="error" role="alert" title={title ?? t('history.loadError')}>
      {detail && <p>{detail}</p>}
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
