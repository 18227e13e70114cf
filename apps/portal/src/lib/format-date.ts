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

/** The pieces of a moment as the interface language writes them, in the device's time zone (or `timeZone`). */
function readDateParts(date: Date, language: Language, timeZone?: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat(INTERFACE_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * A moment as dd/MM/yyyy HH:mm (spec §9), with the interface language's digits, in the parent's
 * time zone (the device's, unless `timeZone` is given); an unreadable value is returned as it came.
 */
export function formatDateTime(value: string, language: Language, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { day, month, year, hour, minute } = readDateParts(date, language, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** The time of day of a moment as HH:mm, in the parent's time zone (see formatDateTime). */
export function formatTime(value: string, language: Language, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { hour, minute } = readDateParts(date, language, timeZone);
  return `${hour}:${minute}`;
}
