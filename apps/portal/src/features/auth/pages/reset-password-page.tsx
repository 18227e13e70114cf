import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@kiddo/contracts';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { translateFormMessage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

/** /reset-password?token=…: chooses a new password with the e-mailed link. */
export function ResetPasswordPage() {
  usePageMeta('meta.resetPassword.title', 'meta.resetPassword.description');
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const resetPassword = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'invalid'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          toast.success(response.message || t('auth.reset.success'));
          setOutcome({ kind: 'done' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_token') {
            setOutcome({ kind: 'invalid', message: describeApiError(error, () => t('auth.reset.expiredText')) });
            return;
          }
          setServerFieldErrors(error, setError, ['password']);
          toast.error(describeApiError(error, () => t('auth.reset.error')));
        },
      },
    );
  });

  const footer = <TextLink to="/login">{t('auth.backToLogin')}</TextLink>;

  if (!token || outcome?.kind === 'invalid') {
    return (
      <AuthCard title={token ? t('auth.reset.expiredTitle') : t('auth.reset.invalidTitle')} footer={footer}>
        <div role="alert" className="space-y-4">
          <LinkIcon className="size-12 text-amber-600" aria-hidden="true" />
          <p className="text-slate-700 dark:text-slate-300">
            {outcome?.kind === 'invalid' ? outcome.message : t('auth.reset.invalidText')}
          </p>
        </div>
        <Link to="/forgot-password" className={buttonClassName({ fullWidth: true, className: 'mt-6' })}>
          {t('auth.reset.requestNewLink')}
        </Link>
      </AuthCard>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <AuthCard title={t('auth.reset.doneTitle')}>
        <div role="status" className="space-y-4">
          <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
          <p className="text-slate-700 dark:text-slate-300">{t('auth.reset.doneText')}</p>
        </div>
        <Link to="/login" className={buttonClassName({ fullWidth: true, className: 'mt-6' })}>
          {t('auth.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} description={t('auth.reset.subtitle')} footer={footer}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('auth.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordPolicy')}
          error={translateFormMessage(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('auth.fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          error={translateFormMessage(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
        <Button type="submit" fullWidth size="lg" isLoading={resetPassword.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
