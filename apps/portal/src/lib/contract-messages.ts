/*
 * The contracts' shared messages (validation and API errors, in every language), a chunk of
 * their own: only forms and error answers need them, so the landing does not carry them
 * (lib/i18n.ts, docs/decisions/008-web-performance.md). Import through the i18n backend only.
 */
export { MESSAGES } from '@kiddo/contracts';
