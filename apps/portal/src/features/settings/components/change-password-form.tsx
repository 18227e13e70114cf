import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@kiddo/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { translateFormMessage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangePasswordMutation } from '../api/change-password';

/** The contracts' form schema plus the one rule that depends on the account: a current password when it has one. */
function buildSchema(hasPassword: boolean) {
  return changePasswordFormSchema.superRefine((values, context) => {
    if (hasPassword && !values.current_password) {
      context.addIssue({ code: 'custom', path: ['current_password'], message: 'validation.required' });
    }
  });
}

/**
 * Changes the account password. Accounts created with Google have none yet, so they see no
 * "current password" field (spec §6) and set their first one.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const changePassword = useChangePasswordMutation();
  const schema = useMemo(() => buildSchema(hasPassword), [hasPassword]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(({ current_password, new_password }) => {
    changePassword.mutate(
      { new_password, ...(hasPassword ? { current_password } : {}) },
      {
        onSuccess: (response) => {
          reset();
          toast.success(response.message || t('settings.password.success'));
        },
        onError: (error) => {
          const message = describeApiError(error, () => t('settings.password.error'));
          if (error instanceof ApiError && error.code === 'invalid_current_password') {
            setError('current_password', { type: 'server', message }, { shouldFocus: true });
            return;
          }
          if (error instanceof ApiError && error.code === 'password_reused') {
            setError('new_password', { type: 'server', message }, { shouldFocus: true });
            return;
          }
          if (!setServerFieldErrors(error, setError, ['current_password', 'new_password'])) toast.error(message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {!hasPassword && (
        <Alert tone="info">
          <p>{t('settings.password.googleNotice')}</p>
        </Alert>
      )}
      {hasPassword && (
        <TextField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          error={translateFormMessage(errors.current_password?.message)}
          {...register('current_password')}
        />
      )}
      <TextField
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordPolicy')}
        error={translateFormMessage(errors.new_password?.message)}
        {...register('new_password')}
      />
      <TextField
        label={t('settings.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={translateFormMessage(errors.confirm_password?.message)}
        {...register('confirm_password')}
      />
      <Button type="submit" isLoading={changePassword.isPending}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}
