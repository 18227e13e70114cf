import type { Language } from './common';
import { DEFAULT_LANGUAGE, LANGUAGES } from './limits';

/**
 * Picks a supported language from any input, falling back to pt (spec §4). No zod here: a client
 * can pick its language before, or without, building any schema (docs/decisions/008-web-performance.md).
 */
export function resolveLanguage(value: unknown): Language {
  const candidate = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : value;
  return LANGUAGES.find((language) => language === candidate) ?? DEFAULT_LANGUAGE;
}
