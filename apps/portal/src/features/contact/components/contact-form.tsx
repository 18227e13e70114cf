import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX_LENGTH, contactBodySchema } from '@kiddo/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format-number';
import { translateFormMessage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useSendContactMessageMutation } from '../api/send-contact-message';

const contactFormSchema = contactBodySchema.omit({ language: true });

const EMPTY_FORM = { name: '', email: '', message: '' };

/**
 * The contact form (spec §2, DESIGN §4: really sent): name, e-mail and message, all required,
 * checked with the API's own schema; a live count against the message limit; on success the
 * server's message as a toast and an empty form.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sendMessage = useSendContactMessageMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY_FORM });

  const messageLength = watch('message').length;
  const isOverLimit = messageLength > CONTACT_MESSAGE_MAX_LENGTH;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    sendMessage.mutate(values, {
      onSuccess: (response) => {
        reset(EMPTY_FORM);
        toast.success(response.message || t('contact.success'));
      },
      onError: (error) => {
        if (setServerFieldErrors(error, setError, ['name', 'email', 'message'])) return;
        const isRateLimited = error instanceof ApiError && (error.code === 'rate_limited' || error.status === 429);
        setFormError(describeApiError(error, () => (isRateLimited ? t('contact.rateLimited') : t('contact.error'))));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          error={translateFormMessage(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={translateFormMessage(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <TextareaField
        label={t('contact.message')}
        rows={7}
        error={translateFormMessage(errors.message?.message)}
        hint={
          <span
            className={cn(
              'block text-right tabular-nums',
              isOverLimit && 'font-semibold text-red-700 dark:text-red-400',
            )}
          >
            {t('contact.counter', {
              used: formatNumber(messageLength, language),
              max: formatNumber(CONTACT_MESSAGE_MAX_LENGTH, language),
            })}
          </span>
        }
        {...register('message')}
      />
      {formError && (
        <Alert tone="error" role="alert">
          <p>{formError}</p>
        </Alert>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('contact.privacyNote')}{' '}
          <Link
            to="/privacy"
            className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300 dark:hover:text-violet-200"
          >
            {t('contact.privacyLink')}
          </Link>
        </p>
        <Button type="submit" size="lg" className="shrink-0" isLoading={sendMessage.isPending}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
