import type { NotificationSettings } from '@kiddo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/ui/switch-field';
import { describeApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdateSettingsMutation } from '../api/update-settings';
import { SettingsSection } from './settings-section';

type NotificationKey = keyof NotificationSettings;

/** Notifications tab: each switch is saved as soon as it flips, and flips back if saving fails. */
export function NotificationsTab() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const updateSettings = useUpdateSettingsMutation();
  const [pending, setPending] = useState<Partial<NotificationSettings>>({});

  const onToggle = (key: NotificationKey, value: boolean) => {
    setPending((current) => ({ ...current, [key]: value }));
    updateSettings.mutate(
      { notifications: { [key]: value } },
      {
        onSuccess: () => toast.success(t('settings.saved')),
        onError: (error) => toast.error(describeApiError(error, () => t('settings.saveError'))),
        onSettled: () =>
          setPending((current) => {
            const { [key]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  const switches: Array<{ key: NotificationKey; label: string; description: string }> = [
    { key: 'email', label: t('settings.notifications.email'), description: t('settings.notifications.emailText') },
    { key: 'in_app', label: t('settings.notifications.inApp'), description: t('settings.notifications.inAppText') },
    {
      key: 'low_tokens',
      label: t('settings.notifications.lowTokens'),
      description: t('settings.notifications.lowTokensText'),
    },
    {
      key: 'daily_digest',
      label: t('settings.notifications.dailyDigest'),
      description: t('settings.notifications.dailyDigestText'),
    },
  ];

  return (
    <SettingsSection title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {switches.map(({ key, label, description }) => (
          <SwitchField
            key={key}
            label={label}
            description={description}
            checked={pending[key] ?? user.notifications[key]}
            onChange={(event) => onToggle(key, event.target.checked)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
