import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { useConfirmEmailQuery } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

/** /verify-email?token=…: the link of the verification e-mail; verifying, then verified or failed. */
export function VerifyEmailPage() {
  usePageMeta('meta.verifyEmail.title', 'meta.verifyEmail.description');
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirmation = useConfirmEmailQuery(token);

  if (token && confirmation.isPending) {
    return (
      <AuthCard title={t('auth.verify.verifyingTitle')}>
        <div role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <Spinner className="size-6" />
          {t('auth.verify.verifyingText')}
        </div>
      </AuthCard>
    );
  }

  if (token && confirmation.isSuccess) {
    return (
      <AuthCard title={t('auth.verify.successTitle')}>
        <div role="status" className="space-y-4">
          <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
          <p className="text-slate-700 dark:text-slate-300">
            {confirmation.data.message || t('auth.verify.successText')}
          </p>
        </div>
        <Link to="/login" className={buttonClassName({ fullWidth: true, className: 'mt-6' })}>
          {t('auth.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  const message = token
    ? describeApiError(confirmation.error, () => t('auth.verify.error'))
    : t('auth.verify.missingToken');
  return (
    <AuthCard title={t('auth.verify.failedTitle')} footer={<TextLink to="/login">{t('auth.backToLogin')}</TextLink>}>
      <div role="alert" className="space-y-4">
        <XCircle className="size-12 text-red-600" aria-hidden="true" />
        <p className="text-slate-700 dark:text-slate-300">{message}</p>
      </div>
      <div className="mt-6 space-y-3">
        {token && (
          <Button fullWidth isLoading={confirmation.isFetching} onClick={() => void confirmation.refetch()}>
            {t('auth.verify.tryAgain')}
          </Button>
        )}
        <Link to="/email-confirmation" className={buttonClassName({ variant: 'outline', fullWidth: true })}>
          {t('auth.verify.resend')}
        </Link>
      </div>
    </AuthCard>
  );
}
