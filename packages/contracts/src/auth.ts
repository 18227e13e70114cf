import { z } from 'zod';
import { languageSchema } from './common';
import {
  CHILD_PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  FONT_SIZES,
  NAME_MAX_LENGTH,
  PARENT_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  THEMES,
} from './limits';

/*
 * Validation messages are i18n keys (see messages.ts), translated by whichever side shows them:
 * the API answers with the request's language, the portal with the interface's.
 */

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(EMAIL_MAX_LENGTH, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }));

export const personNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(NAME_MAX_LENGTH, { error: 'validation.name_too_long' });

/** DESIGN §3: the parent policy everywhere — sign-up, reset and change. */
export const parentPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(PARENT_PASSWORD_MIN_LENGTH, { error: 'validation.password_min' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_max' })
  .regex(/[A-Z]/, { error: 'validation.password_upper' })
  .regex(/[a-z]/, { error: 'validation.password_lower' })
  .regex(/[0-9]/, { error: 'validation.password_digit' });

/**
 * A child's password that anyone would guess first (issue 15): one character repeated
 * ("aaaaaa"), a straight run ("123456", "abcdef", "987654") or a keyboard row ("qwerty").
 */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qazwsxedcrfvtgbyhnujmikolp'];

export function isGuessableChildPassword(password: string): boolean {
  const value = password.toLowerCase();
  if (new Set(value).size === 1) return true;
  const steps = new Set(
    [...value].slice(1).map((character, index) => character.charCodeAt(0) - value.charCodeAt(index)),
  );
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) return true;
  const isKeyboardRun = KEYBOARD_ROWS.some((row) => row.includes(value) || [...row].reverse().join('').includes(value));
  return isKeyboardRun || ['password', 'senha123', 'contraseña'].includes(value);
}

export const childPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(CHILD_PASSWORD_MIN_LENGTH, { error: 'validation.child_password_min' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_max' })
  .refine((value) => !isGuessableChildPassword(value), { error: 'validation.child_password_guessable' });

/** Any password someone types to prove who they are: never checked against the policy. */
const enteredPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_max' });

export const themeSchema = z.enum(THEMES, { error: 'validation.invalid_option' });
export const fontSizeSchema = z.enum(FONT_SIZES, { error: 'validation.invalid_option' });

export const notificationSettingsSchema = z.object({
  email: z.boolean({ error: 'validation.invalid_option' }),
  in_app: z.boolean({ error: 'validation.invalid_option' }),
  low_tokens: z.boolean({ error: 'validation.invalid_option' }),
  /** Opt-in: one e-mail in the evening summarising each child's day. */
  daily_digest: z.boolean({ error: 'validation.invalid_option' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  tokens: z.number().int(),
  language: languageSchema,
  plan: z.enum(['pro', 'none']),
  theme: themeSchema,
  font_size: fontSizeSchema,
  notifications: notificationSettingsSchema,
  /** False for accounts created with Google: settings then ask no current password. */
  has_password: z.boolean(),
  google_linked: z.boolean(),
  /** What a child types with their username and password on the chat site (issue 15). */
  family_code: z.string(),
  /** Two-step sign-in with an authenticator app is on (issue 15). */
  mfa_enabled: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

// ---- requests ----

export const registerBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: parentPasswordSchema,
  /** The terms (which include being over 18) must be accepted; the time is recorded. */
  accept_terms: z.literal(true, { error: 'validation.accept_terms' }),
  language: languageSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
  language: languageSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const changePasswordBodySchema = z.object({
  /** Absent for accounts that have no password yet (Google sign-in). */
  current_password: enteredPasswordSchema.optional(),
  new_password: parentPasswordSchema,
  language: languageSchema.optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const emailOnlyBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});
export type EmailOnlyBody = z.infer<typeof emailOnlyBodySchema>;

const linkTokenSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'errors.invalid_token' });

export const resetPasswordBodySchema = z.object({
  token: linkTokenSchema,
  password: parentPasswordSchema,
  language: languageSchema.optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const confirmEmailParamsSchema = z.object({ token: linkTokenSchema });

export const languageBodySchema = z.object({ language: languageSchema });

export const settingsSchema = z.object({
  name: personNameSchema,
  language: languageSchema,
  theme: themeSchema,
  font_size: fontSizeSchema,
  notifications: notificationSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
/** A user's own preferences, as GET /auth/parent/settings answers them. */
export function settingsOf(user: User): Settings {
  return {
    name: user.name,
    language: user.language,
    theme: user.theme,
    font_size: user.font_size,
    notifications: user.notifications,
  };
}
/** PUT settings: any subset; `notifications` may be partial too. */
export const updateSettingsBodySchema = settingsSchema
  .extend({ notifications: notificationSettingsSchema.partial() })
  .partial();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

// ---- responses ----

export const authResponseSchema = z.object({ success: z.literal(true), token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * Two-step sign-in (issue 15): a right password (or Google) on an account with an authenticator
 * answers this instead of a session; the code then goes to /auth/parent/login/verify.
 */
export const mfaChallengeResponseSchema = z.object({
  success: z.literal(true),
  mfa_required: z.literal(true),
  mfa_token: z.string(),
});
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponseSchema>;
export const signInResponseSchema = z.union([authResponseSchema, mfaChallengeResponseSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** A code from the authenticator app (6 digits) or a recovery code ("k7m2-q9xd"), as typed. */
export const mfaCodeSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .regex(/^(\d{6}|[a-z2-9]{4}-?[a-z2-9]{4})$/, { error: 'validation.mfa_code' }),
  );
export const mfaVerifyBodySchema = z.object({
  mfa_token: z.string().min(1).max(200),
  code: mfaCodeSchema,
  language: languageSchema.optional(),
});
export const mfaCodeBodySchema = z.object({ code: mfaCodeSchema, language: languageSchema.optional() });
export const mfaSetupResponseSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The QR code of otpauth_uri as an SVG document. */
  qr_svg: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;
export const mfaEnabledResponseSchema = z.object({
  success: z.literal(true),
  /** Shown once: each signs in once when the phone is lost. */
  recovery_codes: z.array(z.string()),
  user: userSchema,
});
export type MfaEnabledResponse = z.infer<typeof mfaEnabledResponseSchema>;
export const registerResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const validateResponseSchema = z.object({ success: z.literal(true), valid: z.literal(true), user: userSchema });
export type ValidateResponse = z.infer<typeof validateResponseSchema>;
export const userResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const settingsResponseSchema = z.object({
  success: z.literal(true),
  settings: settingsSchema,
  user: userSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

// ---- client forms (the same rules plus what only a form has) ----

export const signupFormSchema = registerBodySchema
  .omit({ language: true, accept_terms: true })
  .extend({
    confirm_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    accept_terms: z.boolean().refine((v) => v, { error: 'validation.accept_terms' }),
  })
  .refine((v) => v.password === v.confirm_password, {
    error: 'validation.passwords_mismatch',
    path: ['confirm_password'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: parentPasswordSchema,
    confirm_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((v) => v.password === v.confirm_password, {
    error: 'validation.passwords_mismatch',
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    current_password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'validation.password_max' }),
    new_password: parentPasswordSchema,
    confirm_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    error: 'validation.passwords_mismatch',
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
