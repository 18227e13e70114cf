import { Eye, FlaskConical, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Transparency: the child is told, always, that their grown-up can read these chats. */
export function TransparencyNote() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="transparency-note"
      className="flex items-center justify-center gap-1.5 px-3 pt-1 pb-2 text-center text-slate-600 text-xs sm:text-sm"
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      {t('chat.transparency')}
    </p>
  );
}

/** Shown when no AI model is configured: the offline demo companion answers. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="demo-badge"
      className="flex items-center justify-center gap-2 bg-amber-300 px-3 py-1.5 text-center font-bold text-amber-950 text-sm"
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {t('header.demo')}
    </p>
  );
}

/** The browser says there is no connection: said before the child tries to send. */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <p
      role="alert"
      className="mx-3 mb-2 flex items-center gap-2 rounded-2xl bg-sky-100 p-3 font-semibold text-sky-950 sm:mx-4"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {t('alerts.offline')}
    </p>
  );
}
