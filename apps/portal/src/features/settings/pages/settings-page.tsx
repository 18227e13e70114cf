import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/session';
import { useSettingsQuery } from '../api/get-settings';
import { AccountTab } from '../components/account-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { SecurityTab } from '../components/security-tab';

const TABS = ['account', 'security', 'preferences', 'notifications'] as const;
type SettingsTab = (typeof TABS)[number];

function isSettingsTab(value: string | null): value is SettingsTab {
  return TABS.includes(value as SettingsTab);
}

/** /settings: account, security, preferences and notifications tabs (the tab is kept in `?tab=`). */
export function SettingsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: SettingsTab = isSettingsTab(tabParam) ? tabParam : 'account';
  const settings = useSettingsQuery();
  const { updateUser } = useSession();

  // The settings call also returns the fresh user: the tabs read from it (tokens, plan, notifications).
  useEffect(() => {
    if (settings.data?.user) updateUser(settings.data.user);
  }, [settings.data, updateUser]);

  return (
    <>
      <title>{`${t('settings.title')} · Kiddo`}</title>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isError && (
        <Alert tone="error" role="alert" className="mb-6" title={t('settings.loadError')}>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void settings.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      )}
      <Tabs
        label={t('settings.title')}
        value={tab}
        onChange={(next) => setSearchParams({ tab: next }, { replace: true })}
        items={[
          { value: 'account', label: t('settings.tabs.account'), content: <AccountTab /> },
          { value: 'security', label: t('settings.tabs.security'), content: <SecurityTab /> },
          { value: 'preferences', label: t('settings.tabs.preferences'), content: <PreferencesTab /> },
          { value: 'notifications', label: t('settings.tabs.notifications'), content: <NotificationsTab /> },
        ]}
      />
    </>
  );
}
