import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBodySchema } from '@kiddo/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeApiError } from '../../../lib/api-client';
import { translateFormMessage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

const forgotPasswordFormSchema = emailOnlyBodySchema.omit({ language: true });

/** /forgot-password: asks for the reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  usePageMeta('meta.forgotPassword.title', 'meta.forgotPassword.description');
  const { t } = useTranslation();
  const forgotPassword = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => {
    forgotPassword.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => toast.error(describeApiError(error, () => t('auth.forgot.error'))),
    });
  });

  const footer = <TextLink to="/login">{t('auth.backToLogin')}</TextLink>;

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')} footer={footer}>
        <div role="status" className="space-y-4">
          <MailCheck className="size-12 text-emerald-600" aria-hidden="true" />
          <p className="text-slate-700 dark:text-slate-300">
            {t('auth.forgot.sentText')} <strong className="break-all">{sentTo}</strong>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth.forgot.sentHint')}</p>
        </div>
        <Button variant="outline" fullWidth className="mt-6" onClick={() => setSentTo(null)}>
          {t('auth.forgot.tryAgain')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} description={t('auth.forgot.subtitle')} footer={footer}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={translateFormMessage(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" fullWidth size="lg" isLoading={forgotPassword.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
