import { ERROR_CODES, type ErrorCode, errorMessage, type Language, translateMessage } from '@kiddo/contracts';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/** Codes that mean "no connection", whatever produced them. */
const CONNECTION_CODES = new Set(['network_error', 'timeout', 'connection_lost']);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/** Whether a failure is the connection's, not the server's answer. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && CONNECTION_CODES.has(error.code);
}

/**
 * The text to show a child for a failed call: the server's own (already translated) message
 * first, else the contracts' text for its code, else a kind generic line.
 */
export function describeError(error: unknown, language: Language): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    // The child sign-in answers invalid_credentials with its own wording ("username", not "email").
    if (error.code === 'invalid_credentials') return translateMessage('errors.invalid_child_credentials', language);
    if (isErrorCode(error.code)) return errorMessage(error.code, language);
    if (isConnectionError(error)) return i18n.t('alerts.connectionText', { lng: language });
  }
  return i18n.t('alerts.problemText', { lng: language });
}
