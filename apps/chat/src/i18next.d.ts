import 'i18next';
import type pt from './locales/pt.json';

/** Typed keys: `t('a.missing.key')` fails the type check. pt is the reference locale. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof pt };
  }
}
