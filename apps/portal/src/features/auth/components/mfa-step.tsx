import { zodResolver } from '@hookform/resolvers/zod';
import { mfaCodeBodySchema } from '@kiddo/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { translateFormMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useVerifyMfaMutation } from '../api/verify-mfa';

const codeFormSchema = mfaCodeBodySchema.omit({ language: true });

/**
 * The second step of a sign-in with two-step verification on (issue 15): the code of the
 * authenticator app, or one recovery code. An expired challenge sends the parent back to the password.
 */
export function MfaStep({ mfaToken, onRestart }: { mfaToken: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const verify = useVerifyMfaMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(({ code }) => {
    verify.mutate(
      { mfa_token: mfaToken, code },
      {
        onSuccess: ({ token, user }) => signIn(token, user),
        onError: (error) => {
          toast.error(describeApiError(error, () => t('auth.mfa.error')));
          if (error instanceof ApiError && error.code === 'invalid_token') onRestart();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-slate-700 dark:text-slate-300">{t('auth.mfa.text')}</p>
      <TextField
        label={t('auth.mfa.code')}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        error={translateFormMessage(errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" className="w-full" isLoading={verify.isPending}>
        {t('auth.mfa.submit')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onRestart}>
        {t('auth.mfa.back')}
      </Button>
    </form>
  );
}
