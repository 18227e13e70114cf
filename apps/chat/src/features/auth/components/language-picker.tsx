import { LANGUAGES, type Language } from '@kiddo/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { applyInterfaceLanguage, getInterfaceLanguage } from '../../../lib/i18n';

/** Each language named in itself, so a child finds theirs whatever the page is in. */
const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

/**
 * Before signing in the site cannot know the child's language (the profile decides afterwards):
 * three buttons let the child switch the sign-in page.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = getInterfaceLanguage();
  return (
    <fieldset className="flex flex-wrap items-center justify-center gap-2">
      <legend className="sr-only">{t('login.language')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => applyInterfaceLanguage(language)}
          className={cn(
            'min-h-11 cursor-pointer rounded-full px-4 font-semibold text-sm transition-colors focus-visible:outline-4 focus-visible:outline-amber-400',
            language === current ? 'bg-violet-600 text-white' : 'bg-white/80 text-violet-700 hover:bg-white',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
