import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '@kiddo/contracts';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { describeApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { i18n, translateFormMessage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { useRegisterMutation } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { OrDivider } from '../components/or-divider';
import { TextLink } from '../components/text-link';

/** Spec §8: the sign-up toast when the server sent no text of its own. */
export function registerFallbackMessage(status: number): string {
  if (status === 400) return i18n.t('auth.signup.errors.invalid');
  if (status === 409) return i18n.t('auth.signup.errors.emailTaken');
  return i18n.t('auth.signup.errors.generic');
}

const LEGAL_LINK_CLASS_NAME =
  'font-semibold text-violet-700 underline underline-offset-2 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-violet-300';

/** /signup: creates the account, then asks the parent to confirm the e-mail address. */
export function SignupPage() {
  usePageMeta('meta.signup.title', 'meta.signup.description');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirm_password: '', accept_terms: false },
  });

  const onSubmit = handleSubmit(({ name, email, password }) => {
    registration.mutate(
      { name, email, password, accept_terms: true },
      {
        onSuccess: (response) => navigate('/email-confirmation', { state: { email: response.user.email || email } }),
        onError: (error) => {
          setServerFieldErrors(error, setError, ['name', 'email', 'password']);
          toast.error(describeApiError(error, registerFallbackMessage));
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('auth.signup.title')}
      description={t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')} <TextLink to="/login">{t('auth.signup.signIn')}</TextLink>
        </>
      }
    >
      <GoogleButton />
      <OrDivider />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('auth.fields.name')}
          autoComplete="name"
          error={translateFormMessage(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={translateFormMessage(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordPolicy')}
          error={translateFormMessage(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('auth.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={translateFormMessage(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
        <CheckboxField
          label={
            <Trans
              i18nKey="auth.signup.terms"
              components={{
                terms: <Link to="/terms" target="_blank" rel="noopener" className={LEGAL_LINK_CLASS_NAME} />,
                privacy: <Link to="/privacy" target="_blank" rel="noopener" className={LEGAL_LINK_CLASS_NAME} />,
              }}
            />
          }
          error={translateFormMessage(errors.accept_terms?.message)}
          {...register('accept_terms')}
        />
        <Button type="submit" fullWidth size="lg" isLoading={registration.isPending}>
          {t('auth.signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
