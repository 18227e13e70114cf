import { type Language, resolveLanguage } from '@kiddo/contracts';
import { useTranslation } from 'react-i18next';

/** The interface language the legal texts are shown in; pt when i18next has not resolved one (spec §2). */
export function useLegalLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.resolvedLanguage);
}
