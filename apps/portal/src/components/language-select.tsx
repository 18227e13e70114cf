import { LANGUAGES, resolveLanguage } from '@kiddo/contracts';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language';
import { LANGUAGE_NAMES } from './language-names';
import { cn } from './ui/cn';

/** The interface language picker of the headers (labelled "Idioma" / "Language"). */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <Globe
        className="pointer-events-none absolute left-2.5 size-4 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => void changeLanguage(resolveLanguage(event.target.value))}
        className="h-10 cursor-pointer rounded-xl border border-slate-300 bg-white py-1 pr-8 pl-8 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
