import { LANGUAGES, type UpdateSettingsBody } from '@kiddo/contracts';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../components/language-names';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { describeApiError } from '../../../lib/api-client';
import { type FontSize, setAppearance, type Theme, useAppearance } from '../../../lib/appearance';
import { useLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useUpdateSettingsMutation } from '../api/update-settings';
import { SettingsSection } from './settings-section';

/**
 * Preferences tab: each choice applies to the whole portal at once, stays on this device, and is
 * saved on the account; a failed save keeps the local choice and says so.
 */
export function PreferencesTab() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const { theme, fontSize } = useAppearance();
  const updateSettings = useUpdateSettingsMutation();

  const save = (change: UpdateSettingsBody) =>
    updateSettings.mutate(change, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (error) => toast.error(describeApiError(error, () => t('settings.saveError'))),
    });

  const onThemeChange = (next: Theme) => {
    setAppearance({ theme: next });
    save({ theme: next });
  };
  const onFontSizeChange = (next: FontSize) => {
    setAppearance({ fontSize: next });
    save({ font_size: next });
  };

  return (
    <div className="space-y-6">
      <SettingsSection title={t('settings.preferences.title')} description={t('settings.preferences.description')}>
        <div className="space-y-8">
          <RadioCardGroup
            legend={t('settings.preferences.language')}
            name="language"
            value={language}
            onChange={(next) => void changeLanguage(next)}
            options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          />
          <RadioCardGroup<Theme>
            legend={t('settings.preferences.theme')}
            name="theme"
            value={theme}
            onChange={onThemeChange}
            options={[
              { value: 'light', label: t('settings.preferences.themes.light'), icon: Sun },
              { value: 'dark', label: t('settings.preferences.themes.dark'), icon: Moon },
              { value: 'system', label: t('settings.preferences.themes.system'), icon: Monitor },
            ]}
          />
          <RadioCardGroup<FontSize>
            legend={t('settings.preferences.fontSize')}
            name="font_size"
            value={fontSize}
            onChange={onFontSizeChange}
            options={[
              { value: 'small', label: t('settings.preferences.fontSizes.small') },
              { value: 'medium', label: t('settings.preferences.fontSizes.medium') },
              { value: 'large', label: t('settings.preferences.fontSizes.large') },
            ]}
          />
        </div>
      </SettingsSection>
    </div>
  );
}
