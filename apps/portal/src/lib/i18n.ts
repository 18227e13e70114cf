import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  MESSAGES,
  type MessageKey,
  resolveLanguage,
} from '@kiddo/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from '../locales/pt.json';

/*
 * The portal's own texts; the contracts' shared messages live in the `messages` namespace.
 * pt (the default and the fallback) ships in the main chunk; en and es are chunks of their own,
 * loaded when they are first needed (docs/decisions/008-web-performance.md).
 */
const LOAD_LOCALE: Record<Exclude<Language, 'pt'>, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
};

type NestedMessages = {
  [Group in MessageKey as Group extends `${infer G}.${string}` ? G : never]: Record<string, string>;
};

/** Turns the contracts' flat `validation.required` keys into i18next's nested shape. */
function nestMessages(table: Record<MessageKey, string>): NestedMessages {
  const nested: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(table)) {
    const [group = '', ...rest] = key.split('.');
    nested[group] ??= {};
    nested[group][rest.join('.')] = text;
  }
  return nested as NestedMessages;
}

/** Hands i18next the texts of a language it has not got yet; it waits for them before switching. */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const resolved = resolveLanguage(language);
    if (namespace === 'messages') return callback(null, nestMessages(MESSAGES[resolved]));
    if (resolved === 'pt') return callback(null, pt);
    LOAD_LOCALE[resolved]().then(
      (locale) => callback(null, locale.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/** The language stored on this device, else pt (spec §4). */
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

/**
 * Settles once the texts of the interface language are in: at once for pt, after its chunk for
 * en and es. The app renders after it, so no text flashes in another language or as a key.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources: { pt: { translation: pt, messages: nestMessages(MESSAGES.pt) } },
    partialBundledLanguages: true,
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    ns: ['translation', 'messages'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

/** The language the interface is in right now. */
export function getInterfaceLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * Switches the interface, saves the choice on this device and updates `<html lang>` (spec §4).
 * Saving it on the server is `useLanguage`'s job.
 */
export function applyInterfaceLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota): the interface still switches.
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
  reflectLanguageInDocument(language);
}

/** On startup: store the active language when none is stored yet (spec §4). */
export function ensureStoredLanguage(): void {
  try {
    if (!localStorage.getItem(LANGUAGE_STORAGE_KEY)) localStorage.setItem(LANGUAGE_STORAGE_KEY, getInterfaceLanguage());
  } catch {
    // Nothing to do without storage.
  }
  reflectLanguageInDocument(getInterfaceLanguage());
}

/**
 * Translates a message that a form or the API produced: a contracts key (`validation.required`)
 * becomes the interface's text; anything else is already a translated text and is kept.
 */
export function translateFormMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = `messages:${message}`;
  return i18n.exists(key) ? i18n.t(key as 'messages:validation.required') : message;
}

export { i18n };
