import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@kiddo/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { i18n, translateFormMessage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useLoginMutation } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { MfaStep } from '../components/mfa-step';
import { OrDivider } from '../components/or-divider';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { TextLink } from '../components/text-link';

const loginFormSchema = loginBodySchema.omit({ language: true });

/** Spec §8: the login toast when the server sent no text of its own. */
export function loginFallbackMessage(status: number): string {
  if (status === 401) return i18n.t('auth.login.errors.unauthorized');
  if (status === 403) return i18n.t('auth.login.errors.forbidden');
  if (status === 404) return i18n.t('auth.login.errors.notFound');
  if (status >= 500) return i18n.t('auth.login.errors.server');
  return i18n.t('auth.login.errors.generic');
}

/** /login: e-mail and password; a logged-in parent is sent on by the guest-only route. */
export function LoginPage() {
  usePageMeta('meta.login.title', 'meta.login.description');
  const { t } = useTranslation();
  const { signIn } = useSession();
  const login = useLoginMutation();
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  // Two-step sign-in (issue 15): the challenge of a right password here, or of Google's callback.
  const location = useLocation();
  const [mfaToken, setMfaToken] = useState<string | null>(
    (location.state as { mfaToken?: string } | null)?.mfaToken ?? null,
  );
  // The page is pre-rendered (src/prerender.tsx): no submitting before the app can handle it.
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    setUnverified(null);
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('mfa_required' in answer) setMfaToken(answer.mfa_token);
        else signIn(answer.token, answer.user);
      },
      onError: (error) => {
        const message = describeApiError(error, loginFallbackMessage);
        if (error instanceof ApiError && error.code === 'email_not_verified') {
          setUnverified({ email: values.email, message });
          return;
        }
        toast.error(message);
      },
    });
  });

  if (mfaToken)
    return (
      <AuthCard title={t('auth.mfa.title')}>
        <MfaStep mfaToken={mfaToken} onRestart={() => setMfaToken(null)} />
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('auth.login.title')}
      description={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <TextLink to="/signup">{t('auth.login.createAccount')}</TextLink>
        </>
      }
    >
      {login.isPending && <LoadingOverlay message={t('auth.login.signingIn')} />}
      <GoogleButton />
      <OrDivider />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {unverified && (
          <Alert tone="warning" role="alert" title={t('auth.login.unverifiedTitle')}>
            <p>{unverified.message}</p>
            <ResendConfirmationButton email={unverified.email} size="sm" className="mt-2" />
          </Alert>
        )}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={translateFormMessage(errors.email?.message)}
          {...register('email')}
        />
        <div className="space-y-2">
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            error={translateFormMessage(errors.password?.message)}
            {...register('password')}
          />
          <div className="text-right text-sm">
            <TextLink to="/forgot-password">{t('auth.login.forgotPassword')}</TextLink>
          </div>
        </div>
        <Button type="submit" fullWidth size="lg" isLoading={login.isPending} disabled={!isHydrated}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
