import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, resolveLanguage } from '@kiddo/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';

/** The chat site's own texts. The API's error texts come from the contracts (`errorMessage`). */
export const LOCALES = { pt, en, es } as const;

/**
 * The language stored on this device (the last signed-in child's, or one picked on the login
 * page), else pt — the product's default (spec §4), not the browser's: a child's device is often
 * a parent's old phone in another language, and the profile decides once signed in.
 */
export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function reflectLanguageInDocument(language: string): void {
  document.documentElement.lang = resolveLanguage(language);
}

i18n.on('languageChanged', reflectLanguageInDocument);

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: LOCALES[language] }])),
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
reflectLanguageInDocument(i18n.language);

/** The language the interface is in right now (sent as `language` with every call). */
export function getInterfaceLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the interface (the child's profile language, or a pick on the login page) and keeps it on this device. */
export function applyInterfaceLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota): the interface still switches.
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
  reflectLanguageInDocument(language);
}

export { i18n };
