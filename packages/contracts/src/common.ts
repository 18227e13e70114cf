import { z } from 'zod';
import { LANGUAGES } from './limits';

export const languageSchema = z.enum(LANGUAGES, { error: 'validation.language' });
export type Language = z.infer<typeof languageSchema>;

/**
 * Stable machine keys of every error the API answers with (DESIGN §5).
 * Clients branch on these, never on message text.
 */
export const ERROR_CODES = [
  'validation_error',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_credentials',
  'email_not_verified',
  'email_taken',
  'invalid_token',
  'invalid_current_password',
  'password_reused',
  'google_not_configured',
  'google_unavailable',
  'google_invalid_state',
  'google_sign_in_failed',
  'google_email_unverified',
  'rate_limited',
  'username_taken',
  'profile_limit',
  'pro_required',
  'invalid_image',
  'image_too_large',
  'message_too_long',
  'daily_chat_limit',
  'time_limit',
  'insufficient_tokens',
  'provider_error',
  'safety_unavailable',
  'already_subscribed',
  'subscription_blocked',
  'no_active_subscription',
  'payments_unavailable',
  'invalid_signature',
  'invalid_event',
  'confirmation_mismatch',
  'payload_too_large',
  'invalid_export_format',
  'summary_failed',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  /** For validation errors: the translated message of each invalid field, keyed by its path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A calendar day that exists: "2024-02-30" has the right shape but no day (the database would refuse it). */
export function isRealIsoDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export const successSchema = z.object({ success: z.literal(true) });
export const messageSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** The `language` that every request may carry (query for GET, body otherwise). */
export const languageQuerySchema = z.object({ language: languageSchema.optional() });

/** A request body that may be absent altogether (a POST with nothing to say but the language). */
export function optionalBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}
