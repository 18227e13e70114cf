import 'i18next';
import type ptFirstLoad from './locales/pt.json';
import type ptScreens from './locales/pt.screens.json';

/**
 * Typed keys: `t('a.missing.key')` fails the type check. pt is the reference locale; its two
 * files (the first load's texts and the other screens', lib/i18n.ts) make one namespace.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ptFirstLoad & typeof ptScreens;
      messages: Record<'validation' | 'errors', Record<string, string>>;
    };
  }
}
