import { useTranslation } from 'react-i18next';

/** "or" between the Google button and the e-mail form. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
