import type { Language } from '@kiddo/contracts';
import { INTERFACE_LOCALES } from './format-date';

/** A count (e.g. tokens) with the interface language's digit grouping: 7.000 in pt, 7,000 in en. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(INTERFACE_LOCALES[language]).format(value);
}
