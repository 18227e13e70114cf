import { z } from 'zod';
import { emailSchema, personNameSchema } from './auth';
import { languageSchema } from './common';
import { PASSWORD_MAX_LENGTH } from './limits';

/** Contact form (spec §2 /contact): stored and e-mailed to support (DESIGN §4). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const contactBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: 'validation.message_too_long' }),
  language: languageSchema.optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/**
 * Erasing the account (LGPD/COPPA right to erasure): confirmed by the password, or — for an
 * account that has none (Google sign-in) — by typing the account's e-mail.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'validation.password_max' }).optional(),
  confirm_email: z.string().trim().toLowerCase().max(254).optional(),
  language: languageSchema.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** What the "security" part of the settings shows (issue 15): where the account is signed in, and what happened to it. */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_in_blocked',
  'password_changed',
  'password_reset',
  'session_ended',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_failed',
  'access_denied',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome 120 on Android", from the browser's User-Agent; null when unknown. */
  device: z.string().nullable(),
  /** The address with its last part hidden ("203.0.113.x"); null when unknown. */
  address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const securityEventSchema = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS),
  device: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityOverviewSchema = z.object({
  sessions: z.array(accountSessionSchema),
  events: z.array(securityEventSchema),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string() });
