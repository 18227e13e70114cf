import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBodySchema } from '@kiddo/contracts';
import { Inbox, MailOpen, MousePointerClick } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeApiError } from '../../../lib/api-client';
import { translateFormMessage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { useResendConfirmationMutation } from '../api/resend-confirmation';
import { AuthCard } from '../components/auth-card';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { TextLink } from '../components/text-link';

function readEmailFromState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return null;
}

/** /email-confirmation: after sign-up, "check your e-mail" with the address the link went to. */
export function EmailConfirmationPage() {
  usePageMeta('meta.emailConfirmation.title', 'meta.emailConfirmation.description');
  const { t } = useTranslation();
  const email = readEmailFromState(useLocation().state);
  const hints = [
    { icon: Inbox, text: t('auth.confirmation.hintInbox') },
    { icon: MailOpen, text: t('auth.confirmation.hintSpam') },
    { icon: MousePointerClick, text: t('auth.confirmation.hintClick') },
  ];

  return (
    <AuthCard
      title={t('auth.confirmation.title')}
      description={
        email ? (
          <p>
            {t('auth.confirmation.sentTo')}{' '}
            <strong className="break-all text-slate-900 dark:text-white">{email}</strong>
          </p>
        ) : (
          <p>{t('auth.confirmation.sentToYourEmail')}</p>
        )
      }
      footer={<TextLink to="/login">{t('auth.backToLogin')}</TextLink>}
    >
      <ul className="space-y-3">
        {hints.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-slate-700 dark:text-slate-300">
            <Icon className="mt-0.5 size-5 shrink-0 text-violet-700 dark:text-violet-300" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      <Alert tone="warning" className="mt-6" title={t('auth.confirmation.requiredTitle')}>
        <p>{t('auth.confirmation.requiredText')}</p>
      </Alert>
      <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('auth.confirmation.notReceived')}</p>
        {email ? <ResendConfirmationButton email={email} fullWidth /> : <ResendConfirmationForm />}
      </div>
    </AuthCard>
  );
}

const resendFormSchema = emailOnlyBodySchema.omit({ language: true });

/** When the address is unknown (the page was opened directly), the parent types it. */
function ResendConfirmationForm() {
  const { t } = useTranslation();
  const resend = useResendConfirmationMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resendFormSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit((values) =>
    resend.mutate(values, {
      onSuccess: (response) => toast.success(response.message || t('auth.resend.success')),
      onError: (error) => toast.error(describeApiError(error, () => t('auth.resend.error'))),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        error={translateFormMessage(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" variant="outline" fullWidth isLoading={resend.isPending}>
        {t('auth.resend.button')}
      </Button>
    </form>
  );
}
