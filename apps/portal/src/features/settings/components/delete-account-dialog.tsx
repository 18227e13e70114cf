import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountBodySchema } from '@kiddo/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { translateFormMessage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteAccountMutation } from '../api/delete-account';

/** The codes with which the API refuses the confirmation itself: shown next to the field. */
const CONFIRMATION_ERROR_CODES: ReadonlySet<string> = new Set(['invalid_current_password', 'confirmation_mismatch']);

/**
 * The contracts' body schema plus the rule that depends on the account: the password when it has
 * one, else its own e-mail typed out (the API checks both again).
 */
function buildSchema(hasPassword: boolean, accountEmail: string) {
  return deleteAccountBodySchema
    .pick({ password: true, confirm_email: true })
    .superRefine(({ password, confirm_email }, context) => {
      if (hasPassword) {
        if (!password) context.addIssue({ code: 'custom', path: ['password'], message: 'validation.required' });
        return;
      }
      if (!confirm_email) {
        context.addIssue({ code: 'custom', path: ['confirm_email'], message: 'validation.required' });
      } else if (confirm_email !== accountEmail.trim().toLowerCase()) {
        context.addIssue({ code: 'custom', path: ['confirm_email'], message: 'errors.confirmation_mismatch' });
      }
    });
}

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** False for an account created with Google: it confirms with its e-mail instead. */
  hasPassword: boolean;
  email: string;
}

/**
 * Asks before erasing the account (DESIGN §4): says what goes and what the law keeps, and takes
 * the password — or the typed e-mail for an account without one. On success the session is gone:
 * the parent lands on / with the server's message.
 */
export function DeleteAccountDialog({ isOpen, onClose, hasPassword, email }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const deleteAccount = useDeleteAccountMutation();
  const erased = [
    t('settings.deleteAccount.erased.sessions'),
    t('settings.deleteAccount.erased.children'),
    t('settings.deleteAccount.erased.conversations'),
    t('settings.deleteAccount.erased.photos'),
    t('settings.deleteAccount.erased.settings'),
  ];
  const close = () => {
    deleteAccount.reset();
    onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={t('settings.deleteAccount.dialogTitle')}
      onClose={close}
      canClose={!deleteAccount.isPending}
      size="lg"
      description={
        <div className="space-y-3 text-sm">
          <p>{t('settings.deleteAccount.dialogText')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {erased.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{t('settings.deleteAccount.paymentsKept')}</p>
        </div>
      }
    >
      {/* Only while open: each opening starts with an empty field. */}
      <DeleteAccountForm hasPassword={hasPassword} email={email} mutation={deleteAccount} onCancel={close} />
    </Dialog>
  );
}

function DeleteAccountForm({
  hasPassword,
  email,
  mutation,
  onCancel,
}: {
  hasPassword: boolean;
  email: string;
  mutation: ReturnType<typeof useDeleteAccountMutation>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => buildSchema(hasPassword, email), [hasPassword, email]);
  const field = hasPassword ? 'password' : 'confirm_email';
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirm_email: '' } });
  const hasTyped = (watch(field) ?? '').trim() !== '';

  const onSubmit = handleSubmit(({ password, confirm_email }) => {
    mutation.mutate(hasPassword ? { password } : { confirm_email }, {
      onSuccess: (response) => toast.success(response.message || t('settings.deleteAccount.success')),
      onError: (error) => {
        if (setServerFieldErrors(error, setError, [field])) {
          setFocus(field);
          return;
        }
        const message = describeApiError(error, () => t('settings.deleteAccount.error'));
        if (error instanceof ApiError && error.code && CONFIRMATION_ERROR_CODES.has(error.code)) {
          setError(field, { type: 'server', message }, { shouldFocus: true });
          return;
        }
        toast.error(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      {hasPassword ? (
        <PasswordField
          label={t('settings.deleteAccount.password')}
          showLabel={t('settings.deleteAccount.showPassword')}
          hideLabel={t('settings.deleteAccount.hidePassword')}
          autoComplete="current-password"
          error={translateFormMessage(errors.password?.message)}
          {...register('password')}
        />
      ) : (
        <TextField
          label={t('settings.deleteAccount.confirmEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('settings.deleteAccount.confirmEmailHint', { email })}
          error={translateFormMessage(errors.confirm_email?.message)}
          {...register('confirm_email')}
        />
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {t('settings.deleteAccount.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={!hasTyped} isLoading={mutation.isPending}>
          {t('settings.deleteAccount.confirm')}
        </Button>
      </div>
    </form>
  );
}
