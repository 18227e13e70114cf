import { zodResolver } from '@hookform/resolvers/zod';
import { settingsSchema } from '@kiddo/contracts';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { translateFormMessage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdateSettingsMutation } from '../api/update-settings';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataSection } from './export-data-section';
import { SettingsSection } from './settings-section';

const nameFormSchema = settingsSchema.pick({ name: true });

/** Account tab: the editable name, the account's facts, the password change, the data export and the deletion. */
export function AccountTab() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const updateSettings = useUpdateSettingsMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(nameFormSchema), defaultValues: { name: user.name } });

  const onSubmit = handleSubmit(({ name }) => {
    updateSettings.mutate(
      { name },
      {
        onSuccess: (response) => {
          reset({ name: response.settings.name });
          toast.success(t('settings.saved'));
        },
        onError: (error) => {
          if (!setServerFieldErrors(error, setError, ['name'])) {
            toast.error(describeApiError(error, () => t('settings.saveError')));
          }
        },
      },
    );
  });

  const facts = [
    { label: t('settings.account.email'), value: user.email },
    { label: t('settings.account.plan'), value: user.plan === 'pro' ? t('plan.pro') : t('plan.none') },
    { label: t('settings.account.tokens'), value: String(user.tokens) },
  ];

  return (
    <div className="space-y-6">
      <SettingsSection title={t('settings.account.title')} description={t('settings.account.description')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label={t('settings.account.name')}
            autoComplete="name"
            error={translateFormMessage(errors.name?.message)}
            {...register('name')}
          />
          <Button type="submit" className="sm:mt-7" disabled={!isDirty} isLoading={updateSettings.isPending}>
            {t('settings.account.saveName')}
          </Button>
        </form>
        <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-3 dark:border-slate-800">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
              <dd className="mt-0.5 font-semibold break-all text-slate-900 dark:text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to="/subscription"
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300"
        >
          {t('settings.account.changePlan')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </SettingsSection>

      <SettingsSection title={t('settings.password.title')} description={t('settings.password.description')}>
        <ChangePasswordForm hasPassword={user.has_password} />
      </SettingsSection>

      <ExportDataSection />
      <DeleteAccountSection />
    </div>
  );
}
