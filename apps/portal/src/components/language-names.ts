import type { Language } from '@kiddo/contracts';

/** Each language named in itself, so a parent finds theirs whatever the interface shows. */
export const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };
