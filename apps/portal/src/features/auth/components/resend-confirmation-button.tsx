import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { describeApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResendConfirmationMutation } from '../api/resend-confirmation';

/** Sends the verification e-mail to `email` again and says how it went. */
export function ResendConfirmationButton({ email, ...props }: { email: string } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const resend = useResendConfirmationMutation();
  const onClick = () =>
    resend.mutate(
      { email },
      {
        onSuccess: (response) => toast.success(response.message || t('auth.resend.success')),
        onError: (error) => toast.error(describeApiError(error, () => t('auth.resend.error'))),
      },
    );
  return (
    <Button variant="outline" isLoading={resend.isPending} onClick={onClick} {...props}>
      {t('auth.resend.button')}
    </Button>
  );
}
