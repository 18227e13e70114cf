import { z } from 'zod';
import { languageSchema } from './common';

/*
 * Google sign-in (spec §7, DESIGN §3): the server runs the OpenID Connect authorization-code flow;
 * the portal's /auth/google/callback page only hands what the provider sent back to the API.
 */

/** Longer than any code or URL a provider sends, short enough to refuse junk early. */
const PROVIDER_VALUE_MAX_LENGTH = 2048;

export const googleCallbackBodySchema = z.object({
  code: z
    .string({ error: 'errors.google_missing_code' })
    .trim()
    .min(1, { error: 'errors.google_missing_code' })
    .max(PROVIDER_VALUE_MAX_LENGTH, { error: 'errors.google_sign_in_failed' }),
  state: z
    .string({ error: 'errors.google_invalid_state' })
    .trim()
    .min(1, { error: 'errors.google_invalid_state' })
    .max(PROVIDER_VALUE_MAX_LENGTH, { error: 'errors.google_invalid_state' }),
  /** The `iss` of the authorization response (RFC 9207), when the provider sent one. */
  iss: z.string().max(PROVIDER_VALUE_MAX_LENGTH, { error: 'errors.google_sign_in_failed' }).optional(),
  language: languageSchema.optional(),
});
export type GoogleCallbackBody = z.infer<typeof googleCallbackBodySchema>;

/** Whether this server has Google sign-in configured: the portal's button asks before offering it. */
export const googleStatusResponseSchema = z.object({ success: z.literal(true), enabled: z.boolean() });
export type GoogleStatusResponse = z.infer<typeof googleStatusResponseSchema>;

/**
 * Codes GET /api/auth/google/start sends back to the portal's callback page as `?error=` when it
 * cannot send the browser to the provider (a navigation cannot show a JSON error).
 */
export const GOOGLE_START_ERROR_CODES = ['google_not_configured', 'google_unavailable', 'rate_limited'] as const;
