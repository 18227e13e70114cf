import type { AccountSession, SecurityEvent } from '@kiddo/contracts';
import { Laptop, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useEndSessionMutation } from '../api/end-session';
import { useSecurityQuery } from '../api/get-security';
import { SettingsSection } from './settings-section';
import { TwoStepSection } from './two-step-section';

/** Security tab (issue 15): the devices signed in, each of which can be signed out, and the recent security activity. */
export function SecurityTab() {
  const { t } = useTranslation();
  const security = useSecurityQuery();

  if (security.isError) {
    return (
      <Alert tone="error" role="alert" title={t('settings.security.loadError')}>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void security.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <TwoStepSection />
      <SettingsSection
        title={t('settings.security.sessions.title')}
        description={t('settings.security.sessions.description')}
      >
        {security.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {security.data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </SettingsSection>
      <SettingsSection
        title={t('settings.security.events.title')}
        description={t('settings.security.events.description')}
      >
        {security.data?.events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.security.events.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {security.data?.events.map((event) => (
              <EventRow key={`${event.created_at}-${event.kind}`} event={event} />
            ))}
          </ul>
        )}
      </SettingsSection>
    </div>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const endSession = useEndSessionMutation();
  const device = session.device ?? t('settings.security.unknownDevice');
  const onEnd = () =>
    endSession.mutate(session.id, {
      onSuccess: () => toast.success(t('settings.security.sessions.ended')),
      onError: (error) => toast.error(describeApiError(error, () => t('settings.security.sessions.endError'))),
    });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Laptop className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">
            {device}
            {session.current && (
              <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
                {t('settings.security.sessions.current')}
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('settings.security.sessions.lastUsed', {
              when: formatDateTime(session.last_used_at, language),
              address: session.address ?? '—',
            })}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          onClick={onEnd}
          isLoading={endSession.isPending}
          aria-label={t('settings.security.sessions.endLabel', { device })}
        >
          {!endSession.isPending && <LogOut className="size-4" aria-hidden="true" />}
          {t('settings.security.sessions.end')}
        </Button>
      )}
    </li>
  );
}

function EventRow({ event }: { event: SecurityEvent }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <li className="text-sm">
      <p className="font-semibold text-slate-900 dark:text-white">
        {t(`settings.security.events.kinds.${event.kind}`)}
      </p>
      <p className="text-slate-600 dark:text-slate-400">
        {[formatDateTime(event.created_at, language), event.device, event.address].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}
