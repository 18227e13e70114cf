import type { Language } from '@kiddo/contracts';

/** The locale of each interface language; English uses the day-first order of the rest (spec §9: dd/MM/yyyy). */
export const INTERFACE_LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es-ES' };

/** A date as dd/MM/yyyy in the interface language; an unreadable value is returned as it came. */
export function formatDate(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTERFACE_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
