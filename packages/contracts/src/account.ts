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
