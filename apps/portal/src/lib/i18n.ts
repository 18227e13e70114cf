import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type MessageKey,
  resolveLanguage,
} from '@kiddo/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from '../locales/pt.json';

/*
 * The portal's own texts; the contracts' shared messages live in the `messages` namespace
 * (docs/decisions/008-web-performance.md). Each language has two files: `<language>.json`, what
 * the first load shows (the landing, the layouts, the page titles), and `<language>.screens.json`,
 * every other screen. Only pt's first-load part (the default and the fallback) ships in the main
 * chunk; `loadScreenTexts` brings the rest before any other screen renders; en and es, whole,
 * and the messages are chunks loaded when first needed.
 */
const LOAD_LOCALE: Record<Exclude<Language, 'pt'>, () => Promise<ResourceKey>> = {
  en: () => loadBothParts(import('../locales/en.json'), import('../locales/en.screens.json')),
  es: () => loadBothParts(import('../locales/es.json'), import('../locales/es.screens.json')),
};

async function loadBothParts(
  firstLoad: Promise<{ default: Record<string, unknown> }>,
  screens: Promise<{ default: Record<string, unknown> }>,
): Promise<ResourceKey> {
  const [first, rest] = await Promise.all([firstLoad, screens]);
  return { ...first.default, ...rest.default };
}

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

/** Hands `callback` what `load` resolves to, or its failure, as i18next backends do. */
function answer(load: Promise<ResourceKey>, callback: Parameters<BackendModule['read']>[2]): void {
  load.then(
    (resources) => callback(null, resources),
    (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
  );
}

/** Hands i18next the texts of a language it has not got yet; it waits for them before switching. */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const resolved = resolveLanguage(language);
    if (namespace === 'messages') {
      return answer(
        import('./contract-messages').then(({ MESSAGES }) => nestMessages(MESSAGES[resolved])),
        callback,
      );
    }
    if (resolved === 'pt') return callback(null, pt);
    answer(LOAD_LOCALE[resolved](), callback);
  },
};

let screenTexts: Promise<void> | undefined;

/**
 * Brings in what the first load leaves out: pt's screens part (pt is also the fallback, and a
 * parent may switch to it at any time) and the contracts' messages. Every screen but the landing
 * and the not-found page awaits it before it renders (app/router.tsx), so none shows a key.
 */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= Promise.all([
    import('../locales/pt.screens.json').then((screens) => {
      i18n.addResourceBundle('pt', 'translation', screens.default, true, true);
    }),
    i18n.loadNamespaces('messages'),
  ]).then(
    () => undefined,
    (error: unknown) => {
      screenTexts = undefined; // a later screen tries again
      throw error;
    },
  );
  return screenTexts;
}

/** The language the build pre-renders pages in (src/prerender.tsx): the default, for a first visit. */
export const PRERENDERED_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** The language stored on this device, else pt (spec §4). */
export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function reflectLanguageInDocument(language: string): void {
  // No document when the build pre-renders pages (src/prerender.tsx): the HTML says pt there.
  if (typeof document === 'undefined') return;
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
    // A copy: the screens' texts are added to it later, and the imported module stays as it is.
    resources: { pt: { translation: { ...pt } } },
    partialBundledLanguages: true,
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    // `messages` joins when `loadScreenTexts` first asks for it, and then follows every switch.
    ns: ['translation'],
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
